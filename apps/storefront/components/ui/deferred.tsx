'use client';

import { lazy, Suspense, use, type ComponentType } from 'react';

/** Marks the promise as React marks the ones it has seen, so `use` reads it without waiting. */
function settled<Value>(promise: Promise<Value>): Promise<Value> {
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
  );
  return promise;
}

/**
 * A client component whose code loads in a chunk of its own, only on pages that render it:
 * parts in the first HTML (rendered there by the server) and parts that appear after a click
 * (drawers, toasts), whose code then loads on that click. In the browser such a part hydrates
 * once its chunk is in, without holding up the rest. (React's own `lazy`: next/dynamic would add
 * its loader to every page that imports it.)
 *
 * React may stream a deferred part a moment after the HTML around it, so the row it sits in
 * should keep its height (see the slider and carousel controls). It takes plain props.
 */
export function deferred<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  // The server imports the code once, when this module loads, and then reads it at once.
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
