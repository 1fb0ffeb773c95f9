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
