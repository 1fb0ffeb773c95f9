/**
 * Requests refused before Next.js sees them, with the status a client can act on: Next answers
 * 500 to a path it cannot decode and to methods the Fetch API cannot represent (TRACE, CONNECT).
 */
const methods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const maxUrlLength = 4096;

/** @returns {{ status: number, message: string, headers?: Record<string, string> } | null} */
export function refusedRequest(method, url) {
  if (!methods.has(method)) {
    return {
      status: 405,
      message: 'Method not allowed.',
      headers: { allow: [...methods].join(', ') },
    };
  }
  if (typeof url !== 'string' || !url.startsWith('/')) {
    return { status: 400, message: 'Bad request target.' };
  }
  if (url.length > maxUrlLength) return { status: 414, message: 'The address is too long.' };
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { status: 400, message: 'The address holds malformed percent-encoding.' };
  }
  // Next.js decodes the path a second time on its way to the page and answers 500 where that
  // fails: a '%' left after the first decoding must itself start a valid escape.
  try {
    decodeURIComponent(decoded);
  } catch {
    return { status: 400, message: 'The address holds a stray percent sign.' };
  }
  // A NUL or other control character names no page, and PostgreSQL cannot compare it.
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(decoded)) {
    return { status: 400, message: 'The address holds control characters.' };
  }
  return null;
}
