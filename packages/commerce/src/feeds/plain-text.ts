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
 * Product HTML as the plain text a feed asks for: tags dropped (blocks and line breaks become
 * spaces), entities decoded, white space collapsed, cut at `maxChars` on a word boundary
 * (Google Merchant Center reads 5,000 characters of a description).
 */
export function plainText(html: string, maxChars = 5_000): string {
  const withoutCode = /<(script|style)/i.test(html)
    ? html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    : html;
  const withoutTags = withoutCode.includes('<')
    ? withoutCode.replace(/<[^>]*>/g, ' ')
    : withoutCode;
  const decoded = !withoutTags.includes('&')
    ? withoutTags
    : withoutTags.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
        const lower = body.toLowerCase();
        if (lower.startsWith('#')) {
          const code = lower.startsWith('#x')
            ? parseInt(lower.slice(2), 16)
            : Number(lower.slice(1));
          return Number.isInteger(code) && code > 0 && code <= 0x10ffff
            ? String.fromCodePoint(code)
            : ' ';
        }
        return named[lower] ?? entity;
      });
  const text = decoded.replace(/\s+/g, ' ').trim();
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${lastSpace > maxChars / 2 ? cut.slice(0, lastSpace) : cut}…`;
}
