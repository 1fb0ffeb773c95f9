/**
 * How deeply brackets nest in a text, read in one pass without recursion, so a hostile document
 * can be measured before a recursive parser (graphql-js, or code walking parsed JSON) meets it.
 * Brackets inside strings, and in GraphQL inside comments, do not count. Stops reading as soon
 * as `limit` is passed.
 */
export function deepestNesting(text: string, syntax: 'graphql' | 'json', limit: number): number {
  const opening = syntax === 'graphql' ? '{[(' : '{[';
  const closing = syntax === 'graphql' ? '}])' : '}]';
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '"') {
      i = endOfString(text, i);
    } else if (char === '#' && syntax === 'graphql') {
      while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i++;
    } else if (opening.includes(char)) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (closing.includes(char)) {
      depth = Math.max(0, depth - 1);
    }
  }
  return deepest;
}

/** Index of the quote that closes the string opened at `start` (block strings too). */
function endOfString(text: string, start: number): number {
  if (text.startsWith('"""', start)) {
    const end = text.indexOf('"""', start + 3);
    return end === -1 ? text.length : end + 2;
  }
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '"' || text[i] === '\n') return i;
  }
  return text.length;
}
