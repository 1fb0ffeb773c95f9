'use client';

import { lazy, Suspense, use, type ComponentType } from 'react';

/**
 * A client component whose code loads in a chunk of its own, only on pages that render it. The
 * server renders it in place, in the page's HTML; in the browser that part of the page hydrates
 * once the chunk is in, without holding up the rest (React's own `lazy`: next/dynamic would add
 * its loader to every page that imports it).
 */
/** Marks the promise as React marks the ones it has seen, so `use` reads it without waiting. */
function settled<Value>(promise: Promise<Value>): Promise<Value> {
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
  );
  return promise;
}

export function deferred<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  // The server waits for the code outside the boundary: suspending inside it would stream an
  // empty placeholder first, filled in by a script, and the content below would shift.
  const onServer = typeof window === 'undefined' ? settled(load()) : null;
  function Deferred(props: Props) {
    const Component = onServer ? use(onServer) : Lazy;
    return (
      <Suspense>
        <Component {...props} />
      </Suspense>
    );
  }
  return Deferred;
}
