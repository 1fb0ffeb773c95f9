/**
 * The form beside the JSON editor: the fields every page, deal or store has at its top level.
 * The document's text stays the one source of truth: a field reads its value from the parsed
 * text and writes the whole document back as text, so the form and the JSON editor never
 * disagree, and whatever the form does not show (blocks, translations) is kept as it is.
 */
import { documentIssues, documentText } from '@webshop/commerce/content';

export type ContentKind = 'PAGE' | 'LAYOUT' | 'DEAL' | 'STORE';

export type FieldInput = 'text' | 'long-text' | 'checkbox' | 'date-time' | 'email' | 'number';

export interface DocumentField {
  /** The top-level key of the document, also its JSON path. */
  key: string;
  input: FieldInput;
  /** Whether the schema takes null for it (an emptied optional field is written as null). */
  nullable?: boolean;
}

/** The common fields per kind; a layout document is edited as JSON only. */
export const documentFields: Record<ContentKind, readonly DocumentField[]> = {
  PAGE: [
    { key: 'title', input: 'text' },
    { key: 'urlKey', input: 'text' },
    { key: 'metaTitle', input: 'text', nullable: true },
    { key: 'metaDescription', input: 'long-text', nullable: true },
    { key: 'active', input: 'checkbox' },
  ],
  DEAL: [
    { key: 'name', input: 'text' },
    { key: 'subtitle', input: 'text', nullable: true },
    { key: 'buttonText', input: 'text', nullable: true },
    { key: 'contentLink', input: 'text', nullable: true },
    { key: 'startDate', input: 'date-time' },
    { key: 'endDate', input: 'date-time' },
  ],
  STORE: [
    { key: 'name', input: 'text' },
    { key: 'street', input: 'text' },
    { key: 'postcode', input: 'text' },
    { key: 'city', input: 'text' },
    { key: 'phone', input: 'text', nullable: true },
    { key: 'email', input: 'email', nullable: true },
  ],
  LAYOUT: [],
};

export type Parsed =
  | { ok: true; value: Record<string, unknown> | unknown[] | unknown }
  | { ok: false; message: string };

/** The editor's text as JSON, or the parser's own words on where it stopped. */
export function parseText(text: string): Parsed {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
}

/** What a field shows of the document. */
export function fieldValue(document: unknown, field: DocumentField): string | boolean {
  const value = isRecord(document) ? document[field.key] : undefined;
  if (field.input === 'checkbox') return value === true;
  if (value === null || value === undefined) return '';
  return String(value);
}

/** The document's text after a field changed (the other keys kept, in their order). */
export function withField(
  document: unknown,
  field: DocumentField,
  input: string | boolean,
): string {
  const base = isRecord(document) ? document : {};
  let value: unknown = input;
  if (typeof input === 'string' && input === '' && field.nullable) value = null;
  else if (field.input === 'number' && typeof input === 'string') value = Number(input);
  const next = Object.hasOwn(base, field.key)
    ? Object.fromEntries(
        Object.entries(base).map(([key, old]) => [key, key === field.key ? value : old]),
      )
    : { ...base, [field.key]: value };
  return documentText(next);
}

export interface TextProblems {
  /** The text is no JSON: the parser's message. */
  json: string | null;
  /** Schema problems at fields the form shows, by key. */
  byField: Record<string, string>;
  /** Every schema problem with its JSON path (also those at fields of the form). */
  all: { path: string; message: string }[];
}

/** Checks the text by the engine's own rules for the document's path. */
export function textProblems(path: string, text: string, kind: ContentKind): TextProblems {
  const parsed = parseText(text);
  if (!parsed.ok) return { json: parsed.message, byField: {}, all: [] };
  const all = documentIssues(path, parsed.value);
  const byField: Record<string, string> = {};
  for (const issue of all) {
    const field = documentFields[kind].find((candidate) => candidate.key === issue.path);
    if (field && !byField[field.key]) byField[field.key] = issue.message;
  }
  return { json: null, byField, all };
}

/**
 * The text as it is sent: without indentation. The engine stores JSON, not its layout, and a
 * request to the engine is at most 100 kB, which the largest pages only fit like this.
 */
export function compactText(text: string): string {
  const parsed = parseText(text);
  return parsed.ok ? JSON.stringify(parsed.value) : text;
}

/** GraphQL's request bound (shopConstants.graphql.maxBodyBytes) less room for the query. */
export const maxSendBytes = 95_000;

/** Whether the text, sent as a GraphQL variable, stays under the request bound. */
export function fitsOneRequest(text: string): boolean {
  return new TextEncoder().encode(JSON.stringify(compactText(text))).length <= maxSendBytes;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
