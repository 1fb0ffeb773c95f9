'use client';

import { useId, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { ChevronDownIcon } from '@/components/ui/icons';
import type { FooterItem } from '@/lib/commerce/types';

/**
 * A footer link section: an accordion at 992 px and below (spec §2), always open above.
 */
export function FooterSection({ section }: { section: FooterItem }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="border-b border-white/20 desk:border-0" data-testid="footer-section">
      <h2 className="text-base font-bold">
        <button
          type="button"
          className="flex min-h-12 w-full items-center justify-between text-left desk:hidden"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          {section.title}
          <ChevronDownIcon className={`transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
        <span className="hidden desk:mb-3 desk:block">{section.title}</span>
      </h2>
      <ul id={panelId} className={`${open ? 'block' : 'hidden'} space-y-1 pb-4 desk:block`}>
        {section.children.map((link) => (
          <li key={link.id}>
            <Link
              prefetch={false}
              href={link.url_path ?? '/'}
              className="inline-flex min-h-9 items-center text-sm text-white/90 hover:text-white hover:underline"
            >
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
