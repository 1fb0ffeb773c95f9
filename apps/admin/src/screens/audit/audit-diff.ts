/** One field of an audited state: its value before and after the change (JSON text each). */
export interface ChangedField {
  field: string;
  before: string | null;
  after: string | null;
}

function parse(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const shown = (value: unknown): string | null =>
  value === undefined ? null : JSON.stringify(value);

/**
 * The fields a change touched, when both sides are objects (or one side is missing, as for a
 * creation): each field whose value differs, in the order they first appear. Null when the
 * states are not objects (a cut state, a list): the screen then shows both sides whole.
 */
export function changedFields(beforeText: string | null, afterText: string | null) {
  const before = parse(beforeText);
  const after = parse(afterText);
  if ((before !== null && !isRecord(before)) || (after !== null && !isRecord(after))) return null;
  if (
    (isRecord(before) && before.truncated === true) ||
    (isRecord(after) && after.truncated === true)
  ) {
    return null;
  }
  const old = (before ?? {}) as Record<string, unknown>;
  const now = (after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  return fields
    .map((field) => ({ field, before: shown(old[field]), after: shown(now[field]) }))
    .filter((change) => change.before !== change.after) satisfies ChangedField[];
}

/** A state's JSON laid out for reading; the text as it came when it is not JSON. */
export function prettyJson(text: string | null): string {
  if (text === null) return '—';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
