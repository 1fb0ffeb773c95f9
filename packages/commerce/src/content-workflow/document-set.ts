import type { z } from 'zod';
import type { Database, DatabaseHandle } from '../db/connection.ts';

/**
 * One kind of document of the content workflow, kept by the module that owns its table: the
 * folder its files live in (`pages/home.json`), how a file's name relates to the document, how
 * every stored one is read (export) and how a set of them is written (import, in the caller's
 * transaction), and how the change is announced to every engine once committed.
 */
export interface DocumentSet<Document> {
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
  /** Every stored document with its name, for export. */
  readAll(db: Database): Promise<{ name: string; document: unknown }[]>;
  /**
   * Checks what only the stored data can tell (a url key another page holds) and writes the
   * documents, inside the caller's transaction. Throws a DocumentProblem to refuse.
   */
  apply(tx: Database, documents: { name: string; document: Document }[]): Promise<void>;
  /** Tells every engine on the database which documents changed (after commit). */
  announce(handle: DatabaseHandle, names: string[]): Promise<void>;
}

/** A reason to refuse one document, with the JSON path inside it. */
export class DocumentProblem extends Error {
  constructor(
    /** The document's name in its folder (the file name without `.json`). */
    readonly documentName: string,
    readonly path: (string | number)[],
    message: string,
  ) {
    super(message);
  }
}

// Documents of different kinds sit in one list; each set checks its own.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDocumentSet = DocumentSet<any>;
