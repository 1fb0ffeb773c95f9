import { FallbackImage } from '@/components/ui/fallback-image';
import { ChevronDownIcon } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import { layoutConfig } from '@/lib/config/layout';
import type { MenuItem } from '@/lib/commerce/types';
import { menuLinkAttributes } from '@/lib/analytics/selection-attributes';

/**
 * The desktop mega menu from the engine's menu data, a disclosure menu (WAI-ARIA APG, top-level
 * links with a button beside each): the pointer opens a panel on hover with CSS alone; the
 * keyboard opens it with its button (Enter, Space, Arrow down) and Escape closes it. A closed
 * panel is not displayed, so its links are out of the Tab order. The keys are handled by one
 * small listener (useMegaMenuKeys, in the header's toggles), so the menu's markup stays
 * server-rendered.
 */
export function MegaMenu({
  items,
  label,
  allFrom,
  openSubmenu,
}: {
  items: MenuItem[];
  label: string;
  /** 'All from {category}' with the placeholder left in. */
  allFrom: string;
  /** 'Show the subcategories of {category}' with the placeholder left in. */
  openSubmenu: string;
}) {
  return (
    <nav
      aria-label={label}
      className="relative hidden border-t border-line desk:block"
      data-mega-menu
    >
      <ul className="container-shop flex flex-wrap">
        {items.map((item) => (
          <li key={item.id} className="group flex items-center" data-mega-item>
            <Link
              prefetch={false}
              href={item.link.link}
              className="inline-flex min-h-12 items-center pl-3 font-semibold text-brand group-hover:bg-brand-light group-data-open:bg-brand-light hover:text-accent"
              data-mega-link
              {...menuLinkAttributes([item.name])}
            >
              {item.name}
            </Link>
            {item.children.length > 0 ? (
              <button
                type="button"
                className="inline-flex min-h-12 items-center pr-2 pl-1 text-brand group-hover:bg-brand-light group-data-open:bg-brand-light"
                aria-expanded="false"
                aria-controls={`mega-panel-${item.id}`}
                aria-label={openSubmenu.replace('{category}', item.name)}
                data-mega-toggle
              >
                <ChevronDownIcon size={16} />
              </button>
            ) : (
              <span className="pr-3" />
            )}
            {item.children.length > 0 ? (
              <div
                id={`mega-panel-${item.id}`}
                className="absolute inset-x-0 top-full z-30 hidden border-t border-line bg-white shadow-lg group-hover:block group-data-open:block"
                data-mega-panel
              >
                <div className="container-shop flex gap-8 py-6">
                  <ul className="grid flex-1 grid-cols-3 content-start gap-x-8 gap-y-5">
                    {item.children.map((child) => (
                      <li key={child.id}>
                        <Link
                          prefetch={false}
                          href={child.link.link}
                          className="font-semibold text-brand hover:text-accent"
                          {...menuLinkAttributes([item.name, child.name])}
                        >
                          {child.name}
                        </Link>
                        {child.children.length > 0 ? (
                          <ul className="mt-1 space-y-1">
                            {child.children.map((grandchild) => (
                              <li key={grandchild.id}>
                                <Link
                                  prefetch={false}
                                  href={grandchild.link.link}
                                  className="text-sm text-muted hover:text-accent"
                                  {...menuLinkAttributes([item.name, child.name, grandchild.name])}
                                >
                                  {grandchild.name}
                                </Link>
                              </li>
                            ))}
                          </ul>
                        ) : null}
                      </li>
                    ))}
                    <li className="col-span-3">
                      <Link
                        prefetch={false}
                        href={item.link.link}
                        className="font-semibold text-accent underline underline-offset-4"
                        {...menuLinkAttributes([item.name])}
                      >
                        {allFrom.replace('{category}', item.name)}
                      </Link>
                    </li>
                  </ul>
                  {item.banner ? (
                    <Link
                      prefetch={false}
                      href={item.bannerLink ?? item.link.link}
                      className="shrink-0"
                      tabIndex={-1}
                      {...menuLinkAttributes([item.name])}
                    >
                      <FallbackImage
                        src={item.banner}
                        alt={item.name}
                        width={layoutConfig.menuBanner.width}
                        height={layoutConfig.menuBanner.height}
                        loading="lazy"
                        className="h-auto w-[360px] rounded-md"
                      />
                    </Link>
                  ) : null}
                </div>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
