import path from 'node:path';
import { repositoryRoot } from '../db/connection.ts';
import { localMediaStore } from './local-media-store.ts';
import { s3MediaStore, s3SettingsFromEnv } from './s3-media-store.ts';
import type { MediaStore } from './media-port.ts';

// The interface has its own module, so the two stores need not import the module that picks one.
export type { MediaStore } from './media-port.ts';

/** The default folder: MEDIA_DIR, else `.data/media` in the repository. */
export function defaultMediaDir(): string {
  return process.env.MEDIA_DIR ?? path.join(repositoryRoot, '.data', 'media');
}

/**
 * The store the environment names: the bucket when MEDIA_S3_BUCKET is set (with
 * MEDIA_S3_REGION, MEDIA_S3_ENDPOINT, MEDIA_S3_PREFIX and the AWS credentials), else the folder
 * (`mediaDir`, MEDIA_DIR or `.data/media`).
 */
export function mediaStoreFromEnv(mediaDir?: string): MediaStore {
  const s3 = s3SettingsFromEnv(process.env);
  return s3 ? s3MediaStore(s3) : localMediaStore(mediaDir ?? defaultMediaDir());
}
