/**
 * Control characters in text (Unicode's C0, DEL and C1): no name, code, address or search holds
 * one, and PostgreSQL cannot store a NUL at all. Pure (no imports), so the back office's document
 * rules can use it in the browser too.
 */

// Unicode's control characters (C0, DEL and C1): no name, code, address or search holds one.
// eslint-disable-next-line no-control-regex -- control characters are what is refused
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/;
// In prose a tab and line breaks are text; the other control characters are not.
// eslint-disable-next-line no-control-regex -- control characters are what is refused
const controlCharacterInProse = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** True when the text holds a control character (tab and line breaks allowed in prose). */
export function holdsControlCharacter(text: string, prose = false): boolean {
  return (prose ? controlCharacterInProse : controlCharacter).test(text);
}

/**
 * Where in a parsed JSON value a key or a text holds a control character (`lines[3].sku`, `''`
 * for the value itself), or null. Keys never may; texts may hold a tab or line break when
 * `multiLine`. Iterative, so a deeply nested body cannot overflow the stack.
 */
export function controlCharacterAt(value: unknown, multiLine: boolean): string | null {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [item, path] = pending.pop()!;
    if (typeof item === 'string') {
      if (holdsControlCharacter(item, multiLine)) return path;
    } else if (Array.isArray(item)) {
      item.forEach((entry, index) => pending.push([entry, `${path}[${index}]`]));
    } else if (item && typeof item === 'object') {
      for (const [key, entry] of Object.entries(item)) {
        const at = path ? `${path}.${key}` : key;
        if (holdsControlCharacter(key)) return at;
        pending.push([entry, at]);
      }
    }
  }
  return null;
}
