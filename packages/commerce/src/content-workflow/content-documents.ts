/**
 * The content workflow's documents: every editable piece of the shop's content as one JSON file
 * (`pages/<identifier>.json`, `layout/<id>.json`, `deals/<id>.json`, `stores/<code>.json`),
 * checked all together before anything is written, then written in one transaction.
 */
import { sql } from 'drizzle-orm';
import { pageDocuments, layoutDocuments } from '../content/content-documents.ts';
import { dealDocuments } from '../deals/deal-documents.ts';
import { storeDocuments } from '../stores/store-documents.ts';
import type { Database, DatabaseHandle } from '../db/connection.ts';
import { DocumentProblem, type AnyDocumentSet } from './document-set.ts';
import {
  checkDocumentText,
  describeIssue,
  documentBounds,
  documentText,
  jsonPath,
  type DocumentRefusal,
} from './document-schemas.ts';

export { documentText };

/** The kinds of document, by folder, in the order they are written. */
export const documentSets: readonly AnyDocumentSet[] = [
  pageDocuments,
  layoutDocuments,
  dealDocuments,
  storeDocuments,
];

/** Bounds of one import: a shop's content is hundreds of files, each well under a megabyte. */
export const importBounds = {
  maxFiles: 5_000,
  ...documentBounds,
  /** The whole import as one request body (the documents and their paths as JSON). */
  maxBodyBytes: 32 * 1024 * 1024,
} as const;

/** A file of an export directory: its path below the directory (with `/`) and its text. */
export interface DocumentFile {
  path: string;
  text: string;
}

/** Why an import was refused: the first problem, in path order. */
export class DocumentError extends Error {
  constructor(
    /** The file, e.g. `pages/home.json`; empty for a problem with the import as a whole. */
    readonly file: string,
    /** The JSON path inside the file, e.g. `content[3].children[0].media.desktopImage`. */
    readonly path: string,
    readonly problem: string,
    /** What kind of problem, for a caller that words it (the back office). */
    readonly reason:
      | DocumentRefusal
      | 'DOCUMENT_CONFLICT'
      | 'DOCUMENT_CHANGED'
      | 'INVALID_IMPORT' = 'INVALID_IMPORT',
  ) {
    super([file, path, problem].filter(Boolean).join(': '));
  }
}

export interface CheckedDocument {
  set: AnyDocumentSet;
  name: string;
  file: string;
  document: unknown;
}

/** One file checked by the rules the back office checks it with too (`document-schemas.ts`). */
function checkOne(file: DocumentFile): CheckedDocument {
  const checked = checkDocumentText(file.path, file.text);
  if (!checked.ok) {
    throw new DocumentError(file.path, checked.path, checked.message, checked.reason);
  }
  const set = documentSets.find((candidate) => candidate.folder === checked.rules.folder)!;
  return { set, name: checked.name, file: file.path, document: checked.document };
}

/**
 * Checks every file (paths, JSON, schema, names) and returns them checked, or throws the
 * DocumentError of the first file in path order that fails: the same answer however the
 * directory was read.
 */
export function checkDocuments(files: readonly DocumentFile[]): CheckedDocument[] {
  if (files.length === 0) throw new DocumentError('', '', 'no documents to import');
  if (files.length > importBounds.maxFiles) {
    throw new DocumentError('', '', `more than ${importBounds.maxFiles} documents`);
  }
  const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (let index = 1; index < sorted.length; index++) {
    if (sorted[index]!.path === sorted[index - 1]!.path) {
      throw new DocumentError(sorted[index]!.path, '', 'given twice');
    }
  }
  return sorted.map(checkOne);
}

/** What an import wrote, per folder. */
export type ImportSummary = Record<string, number>;

// One import at a time, across engines and processes: two imports never interleave their rows.
/** The advisory lock class of content imports (the cart uses 7301). */
const importLock = 7302;

export interface ImportOptions {
  /**
   * Runs in the import's transaction before the documents are written, under its lock: what it
   * writes (the audit log's entry, with the state before) is kept only if the import is.
   */
  beforeWrite?(tx: Database, documents: readonly CheckedDocument[]): Promise<void>;
}

/**
 * Imports documents: all are checked first, then all are written in one transaction (documents
 * absent from the list are left as they are), then every engine is told what changed so cached
 * pages refresh. Any problem throws a DocumentError and writes nothing.
 */
export async function importDocuments(
  handle: DatabaseHandle,
  files: readonly DocumentFile[],
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const checked = checkDocuments(files);
  const bySet = new Map<AnyDocumentSet, CheckedDocument[]>();
  for (const document of checked) {
    bySet.set(document.set, [...(bySet.get(document.set) ?? []), document]);
  }
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${importLock}, 0)`);
    await options.beforeWrite?.(tx, checked);
    for (const set of documentSets) {
      const documents = bySet.get(set);
      if (!documents) continue;
      try {
        await set.apply(tx, documents);
      } catch (error) {
        if (!(error instanceof DocumentProblem)) throw error;
        throw new DocumentError(
          `${set.folder}/${error.documentName}.json`,
          jsonPath(error.path),
          error.message,
          'DOCUMENT_CONFLICT',
        );
      }
    }
  });
  const summary: ImportSummary = {};
  for (const set of documentSets) {
    const documents = bySet.get(set);
    if (!documents) continue;
    summary[set.folder] = documents.length;
    await set.announce(
      handle,
      documents.map((document) => document.name),
    );
  }
  return summary;
}

/** Every stored document as the file it is exported to, in path order. */
export async function exportDocuments(
  handle: DatabaseHandle,
): Promise<{ files: DocumentFile[]; problems: DocumentError[] }> {
  const files: DocumentFile[] = [];
  const problems: DocumentError[] = [];
  // One snapshot of every table, so an import running meanwhile is exported whole or not at all.
  await handle.db.transaction(
    async (tx) => {
      for (const set of documentSets) {
        for (const { name, document } of await set.readAll(tx)) {
          const path = `${set.folder}/${name}.json`;
          // Through the schema, so keys come out in the schema's order (the database keeps JSON
          // keys in its own order); a stored document the schema refuses is exported as it is,
          // and named, since importing it back would be refused.
          const schema = set.schemaFor(name);
          const parsed = typeof schema === 'string' ? null : schema.safeParse(document);
          if (parsed && !parsed.success) {
            const issue = parsed.error.issues[0]!;
            problems.push(new DocumentError(path, jsonPath(issue.path), describeIssue(issue)));
          }
          if (typeof schema === 'string') problems.push(new DocumentError(path, '', schema));
          files.push({ path, text: documentText(parsed?.success ? parsed.data : document) });
        }
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { files, problems };
}
