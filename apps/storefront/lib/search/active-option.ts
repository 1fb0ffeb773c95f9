/** Arrow-key movement over the flattened options; -1 means the input itself, wrapping round. */
export function moveActive(current: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  const next = current + step;
  if (next >= count) return -1;
  if (next < -1) return count - 1;
  return next;
}
