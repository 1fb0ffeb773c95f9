'use client';

import { useEffect, useState } from 'react';

/**
 * True once the browser has taken over the server's HTML: controls that need JavaScript stay
 * disabled until then, and journeys can tell when a form answers to input.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
