import { holdsControlCharacter } from '../graphql/input-text.ts';

/**
 * A url is decoded this many times at most while looking for what it hides: the storefront
 * decodes a path twice on its way to a page and routing once more, and no shop url is encoded
 * deeper than that.
 */
export const maxUrlDecodings = 5;

/**
 * Why a url cannot name anything in the shop, or null: a control character (a NUL, which
 * PostgreSQL cannot compare, among them) in the url or behind any of its percent-encodings, or
 * more layers of encoding than `maxUrlDecodings`.
 */
export function hiddenUrlProblem(url: string): string | null {
  let text = url;
  for (let decodings = 0; ; decodings++) {
    if (holdsControlCharacter(text)) return 'The url holds control characters.';
    const decoded = decodeOnce(text);
    if (decoded === text) return null;
    if (decodings === maxUrlDecodings) break;
    text = decoded;
  }
  return 'The url is percent-encoded more often than any shop url.';
}

/**
 * One percent-decoding that survives malformed neighbours: each run of escapes is decoded as
 * UTF-8, and where that fails its ASCII escapes still are (so `%C0%00` cannot hide a NUL behind
 * an invalid byte).
 */
function decodeOnce(text: string): string {
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
