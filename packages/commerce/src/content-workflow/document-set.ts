import type { Database, DatabaseHandle } from '../db/connection.ts';
import type { DocumentRules } from './document-rules.ts';

/**
 * One kind of document of the content workflow, kept by the module that owns its table: its
 * rules (folder, schema, name; `document-rules.ts`), how every stored one is read (export), how a
 * set of them is written (import, in the caller's transaction), and how the change is announced
 * to every engine once committed.
 */
export interface DocumentSet<Document> extends DocumentRules<Document> {
  /** Every stored document with its name, for export and the back office's list. */
  readAll(db: Database): Promise<StoredDocument[]>;
  /** The stored document of this name, or null (the back office's editor). */
  readOne(db: Database, name: string): Promise<StoredDocument | null>;
  /**
   * Checks what only the stored data can tell (a url key another page holds) and writes the
   * documents, inside the caller's transaction. Throws a DocumentProblem to refuse.
   */
  apply(tx: Database, documents: { name: string; document: Document }[]): Promise<void>;
  /** Tells every engine on the database which documents changed (after commit). */
  announce(handle: DatabaseHandle, names: string[]): Promise<void>;
}

/** A document as stored; `updatedAt` where its table keeps one (pages and layout). */
export interface StoredDocument {
  name: string;
  document: unknown;
  updatedAt?: Date;
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
