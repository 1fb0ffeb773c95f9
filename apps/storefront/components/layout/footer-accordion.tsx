import { Link } from '@/i18n/navigation';
import { ChevronDownIcon } from '@/components/ui/icons';
import type { FooterItem } from '@/lib/commerce/types';

/**
 * A footer link section: an accordion at 992 px and below (spec §2), always open above. Rendered
 * on the server; one listener of the page's inline script (components/ui/page-behaviours.tsx)
 * opens and closes every section, so the sections ship no code.
 */
export function FooterSection({ section }: { section: FooterItem }) {
  const panelId = `footer-section-${section.id}`;
  return (
    <div className="group border-b border-white/20 desk:border-0" data-testid="footer-section">
      <h2 className="text-base font-bold">
        <button
          type="button"
          className="flex min-h-12 w-full items-center justify-between text-left desk:hidden"
          aria-expanded="false"
          aria-controls={panelId}
          data-footer-toggle
        >
          {section.title}
          <ChevronDownIcon className="transition-transform group-data-open:rotate-180" />
        </button>
        <span className="hidden desk:mb-3 desk:block">{section.title}</span>
      </h2>
      <ul id={panelId} className="hidden space-y-1 pb-4 group-data-open:block desk:block">
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
