import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localMediaStore } from './local-media-store.ts';
import { mediaStoreContract } from './media-store-contract.ts';
import { mediaStoreFromEnv, type MediaStore } from './media-store.ts';
import { s3MediaStore, s3SettingsFromEnv } from './s3-media-store.ts';
import { startS3Server } from '../testing/s3-server.ts';

describe('the folder media store', () => {
  let dir: string;
  let store: MediaStore;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'media-store-'));
    store = localMediaStore(dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  mediaStoreContract(() => store);
});

describe('the S3 media store (against s3rver)', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let store: MediaStore;
  beforeAll(async () => {
    s3 = await startS3Server('shop-media');
    store = s3MediaStore({ ...s3.settings, prefix: 'media/' });
  });
  afterAll(() => s3.stop());
  mediaStoreContract(() => store);

  it('fails loudly when the bucket cannot be reached, rather than calling media missing', async () => {
    const gone = s3MediaStore({ ...s3.settings, bucket: 'no-such-bucket' });
    await expect(gone.write('a.webp', new Uint8Array(1), 'image/webp')).rejects.toThrow();
  });
});

describe('choosing the store from the environment', () => {
  it('takes the bucket when MEDIA_S3_BUCKET is set, else the folder', () => {
    expect(s3SettingsFromEnv({})).toBeNull();
    expect(
      s3SettingsFromEnv({
        MEDIA_S3_BUCKET: 'b',
        MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000',
        MEDIA_S3_ACCESS_KEY_ID: 'k',
        MEDIA_S3_SECRET_ACCESS_KEY: 's',
      }),
    ).toMatchObject({
      bucket: 'b',
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
    });
    expect(s3SettingsFromEnv({ MEDIA_S3_BUCKET: 'b', AWS_REGION: 'eu-central-1' })).toMatchObject({
      region: 'eu-central-1',
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(mediaStoreFromEnv('/srv/media').description).toBe('folder /srv/media');
  });
});
