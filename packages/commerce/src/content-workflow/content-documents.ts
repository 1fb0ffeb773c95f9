/**
 * The content workflow's documents: every editable piece of the shop's content as one JSON file
 * (`pages/<identifier>.json`, `layout/<id>.json`, `deals/<id>.json`, `stores/<code>.json`),
 * checked all together before anything is written, then written in one transaction.
 */
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { pageDocuments, layoutDocuments } from '../content/content-documents.ts';
import { dealDocuments } from '../deals/deal-documents.ts';
import { storeDocuments } from '../stores/store-documents.ts';
import type { DatabaseHandle } from '../db/connection.ts';
import { DocumentProblem, type AnyDocumentSet } from './document-set.ts';
import { describeIssue, jsonPath } from './issue-text.ts';

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
  maxFileBytes: 1024 * 1024,
  /** The whole import as one request body (the documents and their paths as JSON). */
  maxBodyBytes: 32 * 1024 * 1024,
  maxPathLength: 300,
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
  ) {
    super([file, path, problem].filter(Boolean).join(': '));
  }
}

interface CheckedDocument {
  set: AnyDocumentSet;
  name: string;
  file: string;
  document: unknown;
}

// A folder and a name made of path segments: no `..`, no empty or hidden segment.
const fileNamePattern = /^([a-z]+)\/((?:[^/.][^/]*\/)*[^/.][^/]*)\.json$/;

function checkOne(file: DocumentFile): CheckedDocument {
  const match = fileNamePattern.exec(file.path);
  const set = match && documentSets.find((candidate) => candidate.folder === match[1]);
  if (!match || !set) {
    throw new DocumentError(
      file.path,
      '',
      `not a document path: expected <folder>/<name>.json with folder one of ` +
        documentSets.map((known) => known.folder).join(', '),
    );
  }
  const name = match[2]!;
  const schema = set.schemaFor(name);
  if (typeof schema === 'string') throw new DocumentError(file.path, '', schema);
  if (Buffer.byteLength(file.text) > importBounds.maxFileBytes) {
    throw new DocumentError(file.path, '', `larger than ${importBounds.maxFileBytes} bytes`);
  }
  let value: unknown;
  try {
    value = JSON.parse(file.text);
  } catch (error) {
    throw new DocumentError(file.path, '', `not valid JSON: ${(error as Error).message}`);
  }
  const parsed = (schema as z.ZodType).safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new DocumentError(file.path, jsonPath(issue.path), describeIssue(issue));
  }
  const expected = set.nameOf(parsed.data, name);
  if (expected !== name) {
    throw new DocumentError(
      file.path,
      set.nameField ?? '',
      `is ${JSON.stringify(expected)}: a document is filed under its own name (${set.folder}/${expected}.json)`,
    );
  }
  return { set, name, file: file.path, document: parsed.data };
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

/**
 * Imports documents: all are checked first, then all are written in one transaction (documents
 * absent from the list are left as they are), then every engine is told what changed so cached
 * pages refresh. Any problem throws a DocumentError and writes nothing.
 */
export async function importDocuments(
  handle: DatabaseHandle,
  files: readonly DocumentFile[],
): Promise<ImportSummary> {
  const checked = checkDocuments(files);
  const bySet = new Map<AnyDocumentSet, CheckedDocument[]>();
  for (const document of checked) {
    bySet.set(document.set, [...(bySet.get(document.set) ?? []), document]);
  }
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${importLock}, 0)`);
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

/** A document as a file: two-space indented JSON ending in a newline, for small diffs. */
export function documentText(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
