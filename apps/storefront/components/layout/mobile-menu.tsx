'use client';

import { FallbackImage } from '@/components/ui/fallback-image';
import { useEffect, useMemo, useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { Link } from '@/i18n/navigation';
import { useUiState } from '@/components/state/ui-state';
import { Sidebar } from '@/components/layout/sidebar';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { navigateTo, previous, reset, topLevel, type MenuHistory } from '@/lib/layout/menu-history';
import { layoutConfig } from '@/lib/config/layout';
import { MyStoreToggle } from '@/components/stores/my-store-toggle';
import type { MenuItem, ServiceNavItem } from '@/lib/commerce/types';
import { menuLinkAttributes } from '@/lib/analytics/selection-attributes';

function indexMenu(items: MenuItem[], map = new Map<string, MenuItem>()) {
  for (const item of items) {
    map.set(item.id, item);
    indexMenu(item.children, map);
  }
  return map;
}

const rowClass =
  'flex min-h-12 w-full items-center justify-between gap-2 border-b border-line px-4 py-2 text-left text-base';

/**
 * The mobile menu drawer (spec §2): nested submenus with a back button, 'All from {category}'
 * entries, the top category's banner and the service links. History per spec §4.
 */
export function MobileMenu({
  items,
  serviceItems,
}: {
  items: MenuItem[];
  serviceItems: ServiceNavItem[];
}) {
  const t = useTranslations('Menu');
  const { state } = useUiState();
  const [history, setHistory] = useState<MenuHistory>(topLevel);
  const [clicked, setClicked] = useState<string | null>(null);
  const byId = useMemo(() => indexMenu(items), [items]);
  const open = state.sidebar.open && state.sidebar.view === 'MENU_VIEW';

  // Opening resets to the top level.
  useEffect(() => {
    if (open) setHistory(reset());
  }, [open]);

  useEffect(() => {
    if (!clicked) return;
    const timer = setTimeout(() => setClicked(null), layoutConfig.menuClickEffectMs);
    return () => clearTimeout(timer);
  }, [clicked]);

  const current = history.current ? byId.get(history.current) : undefined;
  // The names from the top level down to the level shown, for the menu selection event.
  const trail = [...history.history, history.current].flatMap((id) => {
    const item = id ? byId.get(id) : undefined;
    return item ? [item.name] : [];
  });
  const list = current ? current.children : items;
  const parentName =
    history.history.length > 0 ? byId.get(history.history.at(-1) ?? '')?.name : undefined;

  const back = current ? (
    <button
      type="button"
      onClick={() => setHistory(previous(history))}
      className="inline-flex size-11 items-center justify-center rounded-md hover:bg-brand-light"
      aria-label={parentName ? t('backTo', { category: parentName }) : t('back')}
      data-testid="menu-back"
    >
      <ChevronLeftIcon />
    </button>
  ) : null;

  return (
    <Sidebar
      view="MENU_VIEW"
      side="left"
      title={current?.name ?? t('title')}
      titleKey={history.current ?? 'top'}
      before={back}
      closeLabel={t('close')}
      testId="mobile-menu"
    >
      <nav aria-label={current?.name ?? t('title')}>
        <ul>
          {current ? (
            <li>
              <Link
                prefetch={false}
                href={current.link.link}
                className={`${rowClass} font-semibold text-brand`}
                {...menuLinkAttributes(trail)}
              >
                {t('allFrom', { category: current.name })}
              </Link>
            </li>
          ) : null}
          {list.map((item) => (
            <li key={item.id}>
              {item.children.length > 0 ? (
                <button
                  type="button"
                  className={`${rowClass} ${item.bold ? 'font-semibold' : ''} ${clicked === item.id ? 'bg-brand-light' : ''}`}
                  onClick={() => {
                    setClicked(item.id);
                    setHistory(navigateTo(history, item.id));
                  }}
                  aria-label={t('openSubmenu', { category: item.name })}
                >
                  <span aria-hidden="true">{item.name}</span>
                  <ChevronRightIcon size={20} />
                </button>
              ) : (
                <Link
                  prefetch={false}
                  href={item.link.link}
                  className={`${rowClass} ${item.bold ? 'font-semibold' : ''}`}
                  {...menuLinkAttributes([...trail, item.name])}
                >
                  {item.name}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {current?.banner ? (
        <Link
          prefetch={false}
          href={current.bannerLink ?? current.link.link}
          className="block p-4"
          {...menuLinkAttributes(trail)}
        >
          <FallbackImage
            src={current.banner}
            alt={current.name}
            width={layoutConfig.menuBanner.width}
            height={layoutConfig.menuBanner.height}
            loading="lazy"
            className="h-auto w-full rounded-md"
          />
        </Link>
      ) : null}
      {!current ? (
        <div className="border-b border-line">
          <MyStoreToggle dropdownId="my-store-menu" inline />
        </div>
      ) : null}
      {!current && serviceItems.length > 0 ? (
        <div className="bg-gray-50 p-4">
          <p className="mb-2 text-sm font-bold text-muted">{t('service')}</p>
          <ul className="space-y-1">
            {serviceItems.map((item) => (
              <li key={item.id}>
                <Link
                  prefetch={false}
                  href={item.url_path}
                  className="inline-flex min-h-11 items-center text-brand underline-offset-4 hover:underline"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Sidebar>
  );
}
