import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkedMediaKey } from './media-keys.ts';
import type { MediaStore } from './media-port.ts';

/** Media in a folder of this machine: the default, one instance or a shared volume. */
export function localMediaStore(folder: string): MediaStore {
  const root = path.resolve(folder);
  const fileOf = (key: string) => {
    const file = path.resolve(root, checkedMediaKey(key));
    // checkedMediaKey already refuses `..`; this keeps the folder's edge whatever the platform.
    if (!file.startsWith(root + path.sep)) throw new Error('A media key left the media folder');
    return file;
  };
  return {
    description: `folder ${root}`,
    async read(key) {
      const file = fileOf(key);
      try {
        if (!(await stat(file)).isFile()) return null;
        return await readFile(file);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async write(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // A temporary name first, so a reader never sees half a file.
      const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    },
  };
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
