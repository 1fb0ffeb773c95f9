import path from 'node:path';
import { repositoryRoot } from '../db/connection.ts';
import { localMediaStore } from './local-media-store.ts';
import { s3MediaStore, s3SettingsFromEnv } from './s3-media-store.ts';

/**
 * Where product images and their resized variants live (ADR 0031): a folder on this machine
 * (the default) or an S3-compatible bucket that every instance shares. Keys are relative paths
 * with `/` (`catalog/product/x-1a2b3c4d.webp`); names hold a hash of the picture, so an object
 * never changes once written and is served as immutable.
 */
export interface MediaStore {
  /** Where the media live, for log lines (`folder /srv/media`, `s3 bucket/prefix`). */
  readonly description: string;
  /** The object's bytes, or null when there is none under the key. */
  read(key: string): Promise<Uint8Array | null>;
  exists(key: string): Promise<boolean>;
  /** Stores the object whole: a reader sees the old one, the new one, or none, never a part. */
  write(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
}

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
