/**
 * The mega menu's keyboard and button handling (ADR 0011), attached to the server-rendered menu.
 * A button opens its panel (closing any other), Arrow down opens it and moves to its first link,
 * Escape closes it and returns focus to the button, and leaving an item with Tab closes it. Open
 * state is the item's `data-open` (CSS shows the panel) and its button's `aria-expanded`.
 */
export default function attachMegaMenu(nav: HTMLElement): void {
  // Asked for by both the first focus and the first pointer: attached once.
  if (nav.hasAttribute('data-mega-ready')) return;
  nav.setAttribute('data-mega-ready', '');
  const itemOf = (target: EventTarget | null) =>
    (target as Element | null)?.closest?.<HTMLElement>('[data-mega-item]') ?? null;
  const setOpen = (item: Element, open: boolean) => {
    item.toggleAttribute('data-open', open);
    item.querySelector('[data-mega-toggle]')?.setAttribute('aria-expanded', `${open}`);
  };
  const openOnly = (item: HTMLElement) => {
    nav.querySelectorAll('[data-open]').forEach((other) => other !== item && setOpen(other, false));
    setOpen(item, true);
  };
  const onClick = (event: MouseEvent) => {
    const item = itemOf(event.target);
    if (!item || !(event.target as Element).closest('[data-mega-toggle]')) return;
    if (item.hasAttribute('data-open')) setOpen(item, false);
    else openOnly(item);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const item = itemOf(event.target);
    if (!item) return;
    if (event.key === 'Escape' && item.hasAttribute('data-open')) {
      event.preventDefault();
      setOpen(item, false);
      item.querySelector<HTMLElement>('[data-mega-toggle]')?.focus();
    } else if (
      event.key === 'ArrowDown' &&
      item.querySelector('[data-mega-panel]') &&
      !(event.target as Element).closest('[data-mega-panel]')
    ) {
      event.preventDefault();
      openOnly(item);
      item.querySelector<HTMLElement>('[data-mega-panel] a')?.focus();
    }
  };
  const onFocusOut = (event: FocusEvent) => {
    const item = itemOf(event.target);
    if (item && !item.contains(event.relatedTarget as Node | null)) setOpen(item, false);
  };
  nav.addEventListener('click', onClick);
  nav.addEventListener('keydown', onKeyDown);
  nav.addEventListener('focusout', onFocusOut);
}
