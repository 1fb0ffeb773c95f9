import { mkdir, readdir, stat, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DocumentError, importBounds, type DocumentFile } from './content-documents.ts';

/**
 * Every `.json` file below `directory` as a document file (path with `/`). Hidden entries (a
 * `.git` folder) and other files (a README) are passed over; too many or too large files are
 * refused before they are read.
 */
export async function readDocumentDirectory(directory: string): Promise<DocumentFile[]> {
  const files: DocumentFile[] = [];
  const walk = async (folder: string) => {
    const entries = await readdir(folder, { withFileTypes: true });
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(folder, entry.name);
      const relative = path.relative(directory, full).split(path.sep).join('/');
      if (entry.isDirectory()) {
        await walk(full);
        continue;
      }
      if (!entry.isFile() || !entry.name.endsWith('.json')) continue;
      if (files.length === importBounds.maxFiles) {
        throw new DocumentError('', '', `more than ${importBounds.maxFiles} documents`);
      }
      if ((await stat(full)).size > importBounds.maxFileBytes) {
        throw new DocumentError(relative, '', `larger than ${importBounds.maxFileBytes} bytes`);
      }
      files.push({ path: relative, text: await readFile(full, 'utf8') });
    }
  };
  await walk(directory);
  return files;
}

/** Writes the exported files below `directory`; files already there that it does not name stay. */
export async function writeDocumentDirectory(
  directory: string,
  files: readonly DocumentFile[],
): Promise<void> {
  for (const file of files) {
    const target = path.join(directory, ...file.path.split('/'));
    if (!target.startsWith(path.resolve(directory) + path.sep)) {
      throw new Error(`refusing to write outside ${directory}: ${file.path}`);
    }
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.text);
  }
}
