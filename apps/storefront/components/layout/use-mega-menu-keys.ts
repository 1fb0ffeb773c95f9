import { useEffect } from 'react';

/**
 * Attaches the mega menu's keyboard handling (mega-menu-handlers.ts) the first time the menu is
 * focused or pointed at: its code stays out of every page's first load, and a shopper reaches a
 * button only through one of those. Run by the header's toggles, which hydrate anyway; the
 * header stays for the whole visit, so nothing is ever detached.
 */
export function useMegaMenuKeys() {
  useEffect(() => {
    const nav = document.querySelector('[data-mega-menu]');
    const load = () => import('./mega-menu-handlers').then((m) => m.default(nav as HTMLElement));
    nav?.addEventListener('focusin', load, { once: true });
    nav?.addEventListener('pointerover', load, { once: true });
  }, []);
}
