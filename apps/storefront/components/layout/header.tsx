import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { LayoutData } from '@/lib/commerce/types';
import { UspIcon } from '@/components/ui/usp-icons';
import { SearchBar } from '@/components/search/search-bar';
import { HeaderToggles, MenuToggle } from './header-toggles';
import { MegaMenu } from './mega-menu';
import { MobileMenu } from './mobile-menu-on-demand';
import { MyStoreTopBar } from '@/components/stores/my-store-top-bar';
import { ShopLogo } from './shop-logo';

/** spec §2 header: logo, search, toggles, mega menu and the top bar of selling points. */
export async function Header({
  layout,
  minimal = false,
}: {
  layout: LayoutData;
  minimal?: boolean;
}) {
  const t = await getTranslations('Header');
  const tMenu = await getTranslations('Menu');
  const storeName = layout.generalInformation.storeName;
  const compact = minimal || layout.minimalHeader;
  return (
    <header className="border-b border-line bg-white" data-minimal={compact ? 'true' : undefined}>
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t('skipToContent')}
      </a>
      {!compact ? (
        <div className="bg-brand text-white">
          <div className="container-shop flex min-h-9 items-start gap-6">
            {layout.usps.general.length > 0 ? (
              // As many selling points as fit the bar, in their order and always whole, in every
              // language: one that does not fit wraps onto a second line that the bar's height
              // hides (screen readers still read it). A keyboard user who tabs to a hidden one
              // opens the bar to all its lines; one longer than the bar is wide wraps its words.
              <ul
                aria-label={t('uspBar')}
                data-testid="usp-bar"
                className="flex h-9 min-w-0 flex-1 flex-wrap items-center justify-center gap-x-8 overflow-hidden text-sm has-[:focus-visible]:h-auto desk:justify-between desk:gap-x-4"
              >
                {layout.usps.general.map((usp) => (
                  <li key={usp.id} className="flex min-h-9 max-w-full items-center gap-2 py-1">
                    <UspIcon icon={usp.icon} size={16} className="shrink-0" />
                    {usp.link ? (
                      <Link prefetch={false} href={usp.link} className="hover:underline">
                        {usp.text}
                      </Link>
                    ) : (
                      <span>{usp.text}</span>
                    )}
                  </li>
                ))}
              </ul>
            ) : (
              <div className="flex-1" />
            )}
            {/* spec §4 store picker; on mobile it sits in the menu drawer. */}
            {/* Its width is kept before the toggle arrives, so the selling points stay put. */}
            <div className="hidden h-9 items-center justify-end desk:flex desk:min-w-36">
              <MyStoreTopBar />
            </div>
          </div>
        </div>
      ) : null}
      <div className="container-shop flex flex-wrap items-center gap-x-3 gap-y-2 py-2 desk:flex-nowrap desk:gap-6 desk:py-3">
        {!compact ? <MenuToggle /> : null}
        <Link
          prefetch={false}
          href="/"
          className="shrink-0"
          aria-label={t('logoLabel', { storeName })}
        >
          <ShopLogo tagline={t('logoTagline')} className="h-10 w-auto desk:h-16" />
        </Link>
        {!compact ? (
          <>
            <div className="order-last w-full desk:order-none desk:max-w-xl desk:flex-1">
              <SearchBar />
            </div>
            <div className="ml-auto">
              <HeaderToggles accountUsps={layout.usps.account} />
            </div>
          </>
        ) : null}
      </div>
      {!compact ? (
        <>
          <MegaMenu
            items={layout.menuItems}
            label={t('mainNavigation')}
            allFrom={tMenu('allFrom', { category: '{category}' })}
            openSubmenu={tMenu('openSubmenu', { category: '{category}' })}
          />
          <MobileMenu items={layout.menuItems} serviceItems={layout.serviceNavItems} />
        </>
      ) : null}
    </header>
  );
}
