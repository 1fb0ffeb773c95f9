/**
 * The JSON body of an admin endpoint (`/admin/content`, `/admin/erp/*`), read one way for all:
 * JSON only, bounded, parsed, and refused when any key or text in it holds a control character,
 * so no handler stores a NUL (which PostgreSQL refuses with a 500) or another invisible character.
 */
import { controlCharacterAt } from './text-controls.ts';
import { readBoundedText } from './bounded-body.ts';

export interface AdminJsonRules {
  maxBytes: number;
  /** The body carries multi-line text (document files): tab and line breaks are legal in values. */
  multiLine: boolean;
}

const refuse = (status: number, error: string, message: string, extra = {}) =>
  Response.json({ error, message, ...extra }, { status, headers: { 'cache-control': 'no-store' } });

/** The parsed body, or the 4xx answer (415, 413, 400) the caller returns as it is. */
export async function readAdminJson(
  request: Request,
  rules: AdminJsonRules,
): Promise<{ body: unknown } | Response> {
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
    return refuse(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json.');
  }
  const declared = Number(request.headers.get('content-length') ?? 0);
  const text = declared > rules.maxBytes ? null : await readBoundedText(request, rules.maxBytes);
  if (text === null) {
    return refuse(413, 'PAYLOAD_TOO_LARGE', `The body is at most ${rules.maxBytes} bytes.`);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return refuse(400, 'BAD_REQUEST', 'The request body is not valid JSON.');
  }
  const at = controlCharacterAt(body, rules.multiLine);
  if (at !== null) {
    return refuse(
      400,
      'CONTROL_CHARACTER',
      `Text may not contain control characters (such as NUL); remove them${at ? ` at ${at}` : ''} and try again.`,
      { path: at },
    );
  }
  return { body };
}
