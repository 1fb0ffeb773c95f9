/**
 * A filter form as the address keeps it: every filled field, trimmed (an empty one leaves its
 * filter out), optionally only the named ones.
 */
export function paramsFromForm(form: HTMLFormElement, only?: string[]): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of new FormData(form).entries()) {
    if (only && !only.includes(key)) continue;
    if (typeof value === 'string' && value.trim() !== '') next.set(key, value.trim());
  }
  return next;
}
