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

/**
 * Like refineWith, but also run when other fields of the object have issues (zod skips a check
 * once any field failed): the rule gets the values as they came, typed as unknown, so it must
 * look at them itself. The shopper then sees every message at once, not one round after another.
 */
export function refineAlways(rule: (value: Record<string, unknown>, addIssue: AddIssue) => void) {
  return z.check<unknown>(
    (payload) => {
      rule(payload.value as Record<string, unknown>, (path, message) =>
        payload.issues.push({ code: 'custom', message, path, input: payload.value }),
      );
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
}
