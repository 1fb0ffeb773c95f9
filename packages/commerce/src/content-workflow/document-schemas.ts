/**
 * How one document file is checked: its path, its size, its JSON, its schema and its name. The
 * engine checks every saved and imported file with this, and the back office (a browser app)
 * imports this very module to check a document while it is being edited, so both give the same
 * answer with the same JSON path. It must import nothing of the server: only zod and the
 * modules' pure schema files (`document-schemas.test.ts` walks its imports to keep it so).
 */
import type { z } from 'zod';
import { layoutDocumentRules } from '../content/layout-schema.ts';
import { pageDocumentRules } from '../content/page-document-schema.ts';
import { dealDocumentRules } from '../deals/deal-document-schema.ts';
import { storeDocumentRules } from '../stores/store-document-schema.ts';
import type { DocumentRules } from './document-rules.ts';
import { controlCharacterAt } from '../engine/text-controls.ts';
import { describeIssue, jsonPath } from './issue-text.ts';

export { jsonPath, describeIssue };

// Documents of different kinds sit in one list; each checks its own.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDocumentRules = DocumentRules<any>;

/** The kinds of document, by folder, in the order they are written. */
export const documentRules: readonly AnyDocumentRules[] = [
  pageDocumentRules,
  layoutDocumentRules,
  dealDocumentRules,
  storeDocumentRules,
];

export const documentBounds = {
  /** One file: a shop's pages are well under a megabyte each. */
  maxFileBytes: 1024 * 1024,
  maxPathLength: 300,
} as const;

/** Why a file was refused, for the caller to act on (the back office words it per reason). */
export type DocumentRefusal =
  /** Not `<folder>/<name>.json` of a known folder, or a name the folder does not take. */
  | 'UNKNOWN_DOCUMENT_PATH'
  | 'DOCUMENT_TOO_LARGE'
  | 'INVALID_JSON'
  /** The schema refuses it: `path` says where. */
  | 'INVALID_DOCUMENT'
  /** The document names itself otherwise than its file (a copied file not renamed). */
  | 'DOCUMENT_NAME_MISMATCH'
  /**
   * A key or text holds a control character (a NUL written `\u0000` in the file, which
   * PostgreSQL cannot store); texts may hold a tab or line break.
   */
  | 'CONTROL_CHARACTER';

export type DocumentCheck =
  | { ok: true; rules: AnyDocumentRules; name: string; document: unknown }
  | { ok: false; reason: DocumentRefusal; path: string; message: string };

// A folder and a name made of path segments: no `..`, no empty or hidden segment.
const fileNamePattern = /^([a-z]+)\/((?:[^/.][^/]*\/)*[^/.][^/]*)\.json$/;

/** The kind and name of a document path (`pages/service/bezorgen.json`), or why it is none. */
export function documentAt(
  path: string,
): { rules: AnyDocumentRules; name: string; schema: z.ZodType } | { problem: string } {
  const match = path.length <= documentBounds.maxPathLength ? fileNamePattern.exec(path) : null;
  const rules = match && documentRules.find((candidate) => candidate.folder === match[1]);
  if (!match || !rules) {
    return {
      problem:
        `not a document path: expected <folder>/<name>.json with folder one of ` +
        documentRules.map((known) => known.folder).join(', '),
    };
  }
  const name = match[2]!;
  const schema = rules.schemaFor(name);
  if (typeof schema === 'string') return { problem: schema };
  return { rules, name, schema };
}

const refuse = (reason: DocumentRefusal, message: string, path = ''): DocumentCheck => ({
  ok: false,
  reason,
  path,
  message,
});

/** Checks one file as the import and the back office's save do; the first problem wins. */
export function checkDocumentText(path: string, text: string): DocumentCheck {
  const at = documentAt(path);
  if ('problem' in at) return refuse('UNKNOWN_DOCUMENT_PATH', at.problem);
  if (new TextEncoder().encode(text).length > documentBounds.maxFileBytes) {
    return refuse('DOCUMENT_TOO_LARGE', `larger than ${documentBounds.maxFileBytes} bytes`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return refuse('INVALID_JSON', `not valid JSON: ${(error as Error).message}`);
  }
  return checkDocumentValue(path, value);
}

/** Checks an already parsed document (the back office's form) against its path's rules. */
export function checkDocumentValue(path: string, value: unknown): DocumentCheck {
  const at = documentAt(path);
  if ('problem' in at) return refuse('UNKNOWN_DOCUMENT_PATH', at.problem);
  // Before the schema: its messages would quote the character back.
  const control = controlCharacterAt(value, true);
  if (control !== null) {
    return refuse(
      'CONTROL_CHARACTER',
      'holds a control character (such as NUL); only tabs and line breaks may be in text',
      control,
    );
  }
  const parsed = at.schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return refuse('INVALID_DOCUMENT', describeIssue(issue), jsonPath(issue.path));
  }
  const expected = at.rules.nameOf(parsed.data, at.name);
  if (expected !== at.name) {
    return refuse(
      'DOCUMENT_NAME_MISMATCH',
      `is ${JSON.stringify(expected)}: a document is filed under its own name (${at.rules.folder}/${expected}.json)`,
      at.rules.nameField ?? '',
    );
  }
  return { ok: true, rules: at.rules, name: at.name, document: parsed.data };
}

/** Every problem the schema finds (not only the first), for showing each at its field. */
export function documentIssues(path: string, value: unknown): { path: string; message: string }[] {
  const at = documentAt(path);
  if ('problem' in at) return [{ path: '', message: at.problem }];
  const parsed = at.schema.safeParse(value);
  if (parsed.success) return [];
  return parsed.error.issues
    .slice(0, 100)
    .map((issue) => ({ path: jsonPath(issue.path), message: describeIssue(issue) }));
}

/** A document as a file: two-space indented JSON ending in a newline, for small diffs. */
export function documentText(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
