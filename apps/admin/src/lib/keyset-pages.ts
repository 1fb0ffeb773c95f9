import { useCallback, useState } from 'react';

/**
 * The cursors of the pages seen so far: page n is asked with `after = cursors[n - 1]` (null for
 * the first). Going back pops; a new filter starts again at page 1.
 */
export function useKeysetPages() {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const page = cursors.length;
  const after = cursors[cursors.length - 1] ?? null;
  const next = useCallback(
    (endCursor: string | null | undefined) => {
      if (endCursor) setCursors((list) => [...list, endCursor]);
    },
    [setCursors],
  );
  const previous = useCallback(
    () => setCursors((list) => (list.length > 1 ? list.slice(0, -1) : list)),
    [setCursors],
  );
  const reset = useCallback(() => setCursors([null]), [setCursors]);
  return { page, after, next, previous, reset };
}
