import { FallbackImage } from '@/components/ui/fallback-image';
import { Link } from '@/i18n/navigation';
import { layoutConfig } from '@/lib/config/layout';
import type { MenuItem } from '@/lib/commerce/types';

/**
 * The desktop mega menu from the engine's menu data. Opens on hover and keyboard focus with CSS
 * alone, so it costs no JavaScript; only one panel can be under the pointer or focus at a time.
 */
export function MegaMenu({
  items,
  label,
  allFrom,
}: {
  items: MenuItem[];
  label: string;
  /** 'All from {category}' with the placeholder left in. */
  allFrom: string;
}) {
  return (
    <nav aria-label={label} className="relative hidden border-t border-line desk:block">
      <ul className="container-shop flex flex-wrap">
        {items.map((item) => (
          <li key={item.id} className="group">
            <Link
              prefetch={false}
              href={item.link.link}
              className="inline-flex min-h-12 items-center px-3 font-semibold text-brand hover:text-accent group-hover:bg-brand-light"
              aria-haspopup={item.children.length > 0 ? 'true' : undefined}
            >
              {item.name}
            </Link>
            {item.children.length > 0 ? (
              <div className="absolute inset-x-0 top-full z-30 hidden border-t border-line bg-white shadow-lg group-focus-within:block group-hover:block">
                <div className="container-shop flex gap-8 py-6">
                  <ul className="grid flex-1 grid-cols-3 content-start gap-x-8 gap-y-5">
                    {item.children.map((child) => (
                      <li key={child.id}>
                        <Link
                          prefetch={false}
                          href={child.link.link}
                          className="font-semibold text-brand hover:text-accent"
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
