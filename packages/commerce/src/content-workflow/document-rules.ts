import type { z } from 'zod';

/**
 * What a kind of document is, apart from where it is stored: its folder, the schema of a file in
 * it, and how a file's name relates to the document. Each module keeps these beside its schema,
 * in a file that imports nothing of the server, so the back office checks a document in the
 * browser by the very rules the engine checks it with (`document-schemas.ts`).
 */
export interface DocumentRules<Document> {
  /** Folder below the export directory; also the first part of every file's path. */
  folder: string;
  /** A sentence for the README and the CLI's help: what a file of this folder holds. */
  describe: string;
  /**
   * The schema of the document named `name` (the file's path below the folder, without `.json`),
   * or a message saying why no document may have that name.
   */
  schemaFor(name: string): z.ZodType<Document> | string;
  /** The name the document must be filed under (checked against the file name on import). */
  nameOf(document: Document, fileName: string): string;
  /** Field of the document that carries its name, for the error's path. */
  nameField: string | null;
  /** What a list of documents shows of one: a page's title, a store's name. */
  titleOf(document: Document, name: string): string;
}
