'use client';

import { useEffect } from 'react';

/**
 * Opens and closes the footer's link sections (footer-accordion.tsx): a section's button flips
 * its `aria-expanded` and the section's `data-open`, which shows the list through CSS. Rendered
 * once per footer; the listener sits on the footer's link row.
 */
export function FooterAccordionToggles({ rowId }: { rowId: string }) {
  useEffect(() => {
    const row = document.getElementById(rowId);
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element).closest('[data-footer-toggle]');
      if (!button) return;
      const open = button.getAttribute('aria-expanded') !== 'true';
      button.setAttribute('aria-expanded', `${open}`);
      button.closest('[data-testid="footer-section"]')?.toggleAttribute('data-open', open);
    };
    row?.addEventListener('click', onClick);
    return () => row?.removeEventListener('click', onClick);
  }, [rowId]);
  return null;
}
