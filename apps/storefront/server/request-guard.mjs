/**
 * Requests refused before Next.js sees them, with the status a client can act on: Next answers
 * 500 to a path it cannot decode and to methods the Fetch API cannot represent (TRACE, CONNECT).
 */
const methods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const maxUrlLength = 4096;
/** No shop address is percent-encoded deeper than this: every layer is looked behind. */
const maxDecodings = 5;
// Unicode's control characters: C0, DEL and C1.
// eslint-disable-next-line no-control-regex -- control characters are what is refused
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/;

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
  // A NUL or other control character names no page, and PostgreSQL cannot compare it. It is
  // looked for behind every layer of percent-encoding: Next.js decodes the path twice and the
  // engine's routing once more, so `%252500` is a NUL by the time it reaches the database.
  let layer = decoded;
  for (let decodings = 1; ; decodings++) {
    if (controlCharacters.test(layer)) {
      return { status: 400, message: 'The address holds control characters.' };
    }
    const next = decodedOnce(layer);
    if (next === layer) return null;
    if (decodings === maxDecodings) {
      return { status: 400, message: 'The address is percent-encoded too many times.' };
    }
    layer = next;
  }
}

/**
 * One percent-decoding that survives malformed neighbours: each run of escapes is decoded as
 * UTF-8, and where that fails its ASCII escapes still are (`%C0%00` hides no NUL).
 */
function decodedOnce(text) {
  return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run.replace(/%[0-7][0-9A-Fa-f]/g, (escape) =>
        String.fromCharCode(Number.parseInt(escape.slice(1), 16)),
      );
    }
  });
}
