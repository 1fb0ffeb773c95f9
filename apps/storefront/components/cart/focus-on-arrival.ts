/** Form fields a page may start with: the first one shown and usable takes the focus. */
const fields =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * After a drawer link to another page (the cart's 'to checkout'), focus the new page's first
 * field, as if the shopper had started there: the drawer closes on the route change and would
 * otherwise leave focus on the header button that opened it. Waits for the page (its path,
 * the drawer closed, a field in #content) for at most `timeoutMs`; gives up when the shopper
 * moves focus somewhere on the new page first.
 */
export function focusFirstFieldOnArrival(path: string, timeoutMs = 10_000) {
  const until = performance.now() + timeoutMs;
  const arrived = () =>
    window.location.pathname.replace(/\/$/, '').endsWith(path) &&
    !document.querySelector('dialog[open]');
  const step = () => {
    if (performance.now() > until) return;
    if (arrived()) {
      const active = document.activeElement;
      // A shopper who already went on (clicked a field, tabbed) keeps their place.
      if (active && document.querySelector('#content')?.contains(active)) return;
      const field = Array.from(
        document.querySelectorAll<HTMLElement>(
          `#content ${fields.split(', ').join(', #content ')}`,
        ),
      ).find((element) => element.getClientRects().length > 0);
      if (field) {
        field.focus();
        return;
      }
    }
    requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
