/**
 * The length of `value` written as JSON, counted without writing it and given up as soon as it
 * passes `limit` (then some number above `limit` comes back). Caches weigh answers with it: a
 * 4 MB answer is refused after reading its first `limit` characters' worth, not serialized in
 * full. Characters count as one each, like `JSON.stringify(value).length` without escapes.
 */
export function jsonSizeUpTo(value: unknown, limit: number): number {
  let size = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (item === null || item === undefined) size += 4;
    else if (typeof item === 'string') size += item.length + 2;
    else if (typeof item === 'number' || typeof item === 'bigint') size += 8;
    else if (typeof item === 'boolean') size += 5;
    else if (Array.isArray(item)) {
      size += 2 + item.length;
      for (const element of item) stack.push(element);
    } else if (typeof item === 'object') {
      size += 2;
      for (const key in item) {
        size += key.length + 4;
        stack.push((item as Record<string, unknown>)[key]);
      }
    }
    if (size > limit) return size;
  }
  return size;
}
