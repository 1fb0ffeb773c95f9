/**
 * Writes lines a chunk at a time (one statement per chunk keeps the statement's parameters and
 * JSON bounded) and adds up what each chunk reports as changed.
 */
export async function countChangedInChunks<Line>(
  lines: readonly Line[],
  size: number,
  write: (chunk: Line[]) => Promise<number>,
): Promise<number> {
  let changed = 0;
  for (let start = 0; start < lines.length; start += size) {
    changed += await write(lines.slice(start, start + size));
  }
  return changed;
}
