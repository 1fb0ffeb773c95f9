export interface HighlightPart {
  text: string;
  match: boolean;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Splits `text` into parts, marking where a word the shopper typed occurs (case and accents
 * ignored), so the dropdown can bold the typed part.
 */
export function highlightParts(text: string, typed: string): HighlightPart[] {
  const words = fold(typed)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
  if (words.length === 0 || !text) return text ? [{ text, match: false }] : [];
  // Folding keeps one character per character for shop texts (é → e), so offsets line up.
  const folded = fold(text);
  const safe = folded.length === text.length ? folded : text.toLowerCase();
  const marks = new Array<boolean>(text.length).fill(false);
  for (const word of words) {
    for (let at = safe.indexOf(word); at !== -1; at = safe.indexOf(word, at + word.length)) {
      marks.fill(true, at, at + word.length);
    }
  }
  const parts: HighlightPart[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = parts[parts.length - 1];
    if (last && last.match === marks[i]) last.text += text[i];
    else parts.push({ text: text[i]!, match: marks[i]! });
  }
  return parts;
}
