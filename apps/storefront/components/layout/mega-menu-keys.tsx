'use client';

import { useEffect, useRef } from 'react';

/**
 * The mega menu's keyboard: one listener on the server-rendered menu around it. A button opens
 * its panel (and closes any other), Arrow down opens it and moves to its first link, Escape
 * closes it and returns focus to the button, and leaving an item with Tab closes it. Open state
 * is the item's `data-open` (CSS shows the panel) and its button's `aria-expanded`.
 */
export function MegaMenuKeys() {
  const anchor = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const nav = anchor.current?.closest<HTMLElement>('[data-mega-menu]');
    if (!nav) return;
    const itemOf = (target: EventTarget | null) =>
      target instanceof Element ? target.closest<HTMLElement>('[data-mega-item]') : null;
    const setOpen = (item: HTMLElement, open: boolean) => {
      item.toggleAttribute('data-open', open);
      item.querySelector('[data-mega-toggle]')?.setAttribute('aria-expanded', String(open));
    };
    const closeAll = (except?: HTMLElement) => {
      for (const item of nav.querySelectorAll<HTMLElement>('[data-mega-item][data-open]'))
        if (item !== except) setOpen(item, false);
    };
    const firstLink = (item: HTMLElement) =>
      item.querySelector<HTMLElement>('[data-mega-panel] a[href]');

    const onClick = (event: MouseEvent) => {
      const toggle = event.target instanceof Element && event.target.closest('[data-mega-toggle]');
      const item = itemOf(event.target);
      if (!toggle || !item) return;
      const open = !item.hasAttribute('data-open');
      closeAll(item);
      setOpen(item, open);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const item = itemOf(event.target);
      if (!item) return;
      const inPanel = event.target instanceof Element && event.target.closest('[data-mega-panel]');
      if (event.key === 'Escape' && item.hasAttribute('data-open')) {
        event.preventDefault();
        setOpen(item, false);
        item.querySelector<HTMLElement>('[data-mega-toggle]')?.focus();
      } else if (event.key === 'ArrowDown' && !inPanel && item.querySelector('[data-mega-panel]')) {
        event.preventDefault();
        closeAll(item);
        setOpen(item, true);
        firstLink(item)?.focus();
      }
    };
    const onFocusOut = (event: FocusEvent) => {
      const item = itemOf(event.target);
      if (item && item.hasAttribute('data-open') && !item.contains(event.relatedTarget as Node))
        setOpen(item, false);
    };
    nav.addEventListener('click', onClick);
    nav.addEventListener('keydown', onKeyDown);
    nav.addEventListener('focusout', onFocusOut);
    return () => {
      nav.removeEventListener('click', onClick);
      nav.removeEventListener('keydown', onKeyDown);
      nav.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  return <span ref={anchor} hidden />;
}
