const named: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  euro: '€',
};

/**
 * Product HTML as the plain text a feed asks for: scripts and styles dropped, each run of tags
 * and the white space around it one space, other runs of white space one space, entities
 * decoded, cut at `maxChars` on a word boundary (Merchant Center reads 5,000 characters).
 *
 * The feed does this for every product, so the passes are few: one for tags and white space
 * together, one for entities only when there is an `&`.
 */
export function plainText(html: string, maxChars = 5_000): string {
  let text = html;
  if (text.includes('<')) {
    if (/<(?:script|style)/i.test(text)) {
      text = text.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ');
    }
    text = text.replace(/(?:\s*<[^>]*>)+\s*|\s{2,}|[\t\n\r\f\v]/g, ' ');
  } else {
    text = text.replace(/\s{2,}|[\t\n\r\f\v]/g, ' ');
  }
  if (text.includes('&')) {
    text = text
      .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, decodeEntity)
      // A decoded no-break space may stand beside a space.
      .replace(/ {2,}/g, ' ');
  }
  text = text.trim();
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${lastSpace > maxChars / 2 ? cut.slice(0, lastSpace) : cut}…`;
}

function decodeEntity(entity: string, body: string): string {
  const lower = body.toLowerCase();
  if (!lower.startsWith('#')) return named[lower] ?? entity;
  const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : Number(lower.slice(1));
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
}
