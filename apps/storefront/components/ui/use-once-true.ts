'use client';

import { useState } from 'react';

/**
 * True from the first render in which `condition` held, and from then on: a drawer whose code
 * loads on its first opening stays mounted (and loaded) after it closes.
 */
export function useOnceTrue(condition: boolean): boolean {
  const [seen, setSeen] = useState(condition);
  if (condition && !seen) setSeen(true);
  return seen || condition;
}
