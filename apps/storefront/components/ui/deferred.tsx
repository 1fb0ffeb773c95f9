'use client';

import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A client component whose code loads in a chunk of its own, only on pages that render it. The
 * server still renders it in full; on the client its part of the page hydrates once the chunk is
 * in. (React's own `lazy`: next/dynamic would add its loader to every page that imports it.)
 */
export function deferred<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function Deferred(props: Props) {
    return (
      <Suspense>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Deferred;
}
