import type * as S3Sdk from '@aws-sdk/client-s3';
import { checkedMediaKey } from './media-keys.ts';
import type { MediaStore } from './media-port.ts';

export interface S3MediaSettings {
  bucket: string;
  /** Key prefix inside the bucket (`shop/media/`), empty for the bucket's root. */
  prefix?: string;
  region?: string;
  /** An S3-compatible server's address (MinIO, Ceph, a local test server); AWS when absent. */
  endpoint?: string;
  /** Path-style addresses (`endpoint/bucket/key`), which most S3-compatible servers need. */
  forcePathStyle?: boolean;
  /** Given keys; absent, the AWS SDK's own chain (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/**
 * MEDIA_S3_BUCKET (required to choose the bucket), MEDIA_S3_PREFIX, MEDIA_S3_REGION (default
 * AWS_REGION, else us-east-1), MEDIA_S3_ENDPOINT (then path-style unless
 * MEDIA_S3_FORCE_PATH_STYLE=0), MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY (else the
 * SDK's chain: AWS_ACCESS_KEY_ID…, a profile, an instance role).
 */
export function s3SettingsFromEnv(env: NodeJS.ProcessEnv): S3MediaSettings | null {
  const bucket = env.MEDIA_S3_BUCKET;
  if (!bucket) return null;
  const endpoint = env.MEDIA_S3_ENDPOINT || undefined;
  const accessKeyId = env.MEDIA_S3_ACCESS_KEY_ID;
  const secretAccessKey = env.MEDIA_S3_SECRET_ACCESS_KEY;
  return {
    bucket,
    prefix: env.MEDIA_S3_PREFIX ?? '',
    region: env.MEDIA_S3_REGION || env.AWS_REGION || 'us-east-1',
    endpoint,
    forcePathStyle: endpoint ? env.MEDIA_S3_FORCE_PATH_STYLE !== '0' : false,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

/**
 * Media in an S3-compatible bucket, shared by every instance of the shop. The AWS SDK is loaded
 * on first use: a shop with its media in a folder never pays for it (memory, start time).
 */
export function s3MediaStore(settings: S3MediaSettings): MediaStore {
  let connected: Promise<Connected> | undefined;
  const connect = () =>
    (connected ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region ?? 'us-east-1',
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle ?? Boolean(settings.endpoint),
        credentials: settings.credentials,
      }),
    })));
  const prefix = settings.prefix ?? '';
  const Bucket = settings.bucket;
  const objectKey = (key: string) => `${prefix}${checkedMediaKey(key)}`;
  return {
    description: `s3 ${Bucket}/${prefix}`,
    async read(key) {
      const Key = objectKey(key);
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key }));
        return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      const Key = objectKey(key);
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async write(key, bytes, contentType) {
      const Key = objectKey(key);
      const { sdk, client } = await connect();
      // A PUT replaces the object whole: readers never see a part of it.
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key,
          Body: bytes,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
  };
}

interface Connected {
  sdk: typeof S3Sdk;
  client: S3Sdk.S3Client;
}

/** 404 (NoSuchKey from GET, NotFound from HEAD): no such object. A missing bucket is an error. */
function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return $metadata?.httpStatusCode === 404 && name !== 'NoSuchBucket';
}
