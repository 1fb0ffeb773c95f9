export interface Debouncer<A extends unknown[]> {
  (...args: A): void;
  /** Runs the pending call now (Enter searches at once). */
  flush(): void;
  cancel(): void;
}

/** Calls `run` once input has been quiet for `ms`; a newer call replaces the pending one. */
export function debounce<A extends unknown[]>(run: (...args: A) => void, ms: number): Debouncer<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const fire = () => {
    timer = undefined;
    const args = pending;
    pending = undefined;
    if (args) run(...args);
  };
  const debounced = (...args: A) => {
    pending = args;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(fire, ms);
  };
  debounced.flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    fire();
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return debounced;
}
