import { z } from 'zod/mini';

type AddIssue = (path: PropertyKey[], message: string) => void;

/**
 * A check over a whole value that may report issues on any of its fields (zod's superRefine,
 * which zod/mini, the small build the checkout ships to browsers, spells as a plain check).
 */
export function refineWith<T>(rule: (value: T, addIssue: AddIssue) => void) {
  return z.check<T>((payload) => {
    rule(payload.value, (path, message) =>
      payload.issues.push({ code: 'custom', message, path, input: payload.value }),
    );
  });
}
