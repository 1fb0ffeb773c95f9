'use client';

import { useEffect } from 'react';
import { useMegaMenuKeys } from './use-mega-menu-keys';
import { preloadCart, useCartQuantity } from '@/lib/cart/cart-summary';
import { useTranslations } from '@/lib/i18n/client';
import { Link } from '@/i18n/navigation';
import { useShopper, useUiState } from '@/components/state/ui-state';
import { useToast } from '@/components/ui/toast';
import { deferred } from '@/components/ui/deferred';
import { CartIcon, HeartIcon, MenuIcon, UserIcon } from '@/components/ui/icons';
import { useOnceTrue } from '@/components/ui/use-once-true';
import { layoutConfig } from '@/lib/config/layout';
import { cartBadge, wishlistBadge } from '@/lib/layout/badges';
import { isAuthModal } from '@/lib/layout/auth-view';
import type { Usp } from '@/lib/commerce/types';

const AccountDropdown = deferred(() => import('./header-panels').then((m) => m.AccountDropdown));
const HeaderDrawers = deferred(() => import('./header-panels').then((m) => m.HeaderDrawers));
const AuthDrawer = deferred(() =>
  import('@/components/auth/auth-drawer').then((m) => m.AuthDrawer),
);

const toggleClass =
  'relative inline-flex min-h-11 min-w-11 flex-col items-center justify-center rounded-md px-1 text-xs font-medium text-brand hover:bg-brand-light';

/** The mobile menu toggle (spec §2 MENU_VIEW). */
export function MenuToggle() {
  const t = useTranslations('Header');
  const { openSidebar, state } = useUiState();
  return (
    <button
      type="button"
      className={`${toggleClass} desk:hidden`}
      onClick={() => openSidebar('MENU_VIEW')}
      aria-expanded={state.sidebar.open && state.sidebar.view === 'MENU_VIEW'}
      aria-haspopup="dialog"
      data-testid="menu-toggle"
    >
      <MenuIcon />
      <span className="sr-only">{t('menu')}</span>
    </button>
  );
}

/** Account, wishlist and cart toggles with the badge rules of spec §4. */
export function HeaderToggles({ accountUsps }: { accountUsps: Usp[] }) {
  const t = useTranslations('Header');
  const { state, toggleDropdown, openSidebar } = useUiState();
  const shopper = useShopper();
  const toast = useToast();
  const cartQuantity = useCartQuantity();
  // spec §7: the cart is read on every page (for the badge), with a plain fetch (ADR 0005).
  useEffect(() => void preloadCart(), []);
  const cart = cartBadge(cartQuantity);
  const wishlist = wishlistBadge(shopper.isLoggedIn, shopper.wishlistCount);
  useMegaMenuKeys();
  const accountOpen = state.dropdown === 'account';
  // The drawers' code loads the first time one opens and stays for the rest of the visit.
  const drawersWanted = useOnceTrue(
    state.sidebar.open &&
      (state.sidebar.view === 'ACCOUNT_VIEW' || state.sidebar.view === 'CART_VIEW'),
  );
  // The auth drawer (spec §2) has a chunk of its own, loaded when something first opens it.
  const authWanted = useOnceTrue(isAuthModal(state.modal));
  const accountLabel =
    shopper.isLoggedIn && shopper.firstname
      ? t('accountGreeting', { name: shopper.firstname })
      : t('account');

  const onAccount = () => {
    // spec §4: desktop opens a dropdown, mobile the account sidebar.
    if (window.matchMedia(`(max-width: ${layoutConfig.breakpoints.lg}px)`).matches)
      openSidebar('ACCOUNT_VIEW');
    else toggleDropdown('account');
  };

  return (
    <div className="flex items-center gap-1">
      <div className="relative">
        <button
          type="button"
          className={toggleClass}
          onClick={onAccount}
          aria-expanded={accountOpen}
          aria-controls="account-dropdown"
          data-testid="account-toggle"
        >
          <UserIcon />
          <span className="sr-only desk:not-sr-only desk:max-w-24 desk:truncate">
            {accountLabel}
          </span>
        </button>
        {accountOpen ? <AccountDropdown usps={accountUsps} /> : null}
      </div>
      {shopper.isLoggedIn ? (
        <Link href="/customer/account/wishlist" className={toggleClass} data-testid="wishlist-link">
          <HeartIcon />
          <span className="sr-only desk:not-sr-only">{t('wishlist')}</span>
          {/* Read after the visible name, as the cart's count is (WCAG 2.5.3). */}
          {wishlist ? (
            <span className="sr-only">
              : {t('wishlistCount', { count: shopper.wishlistCount })}
            </span>
          ) : null}
          {wishlist ? <Badge text={wishlist} /> : null}
        </Link>
      ) : (
        <button
          type="button"
          className={toggleClass}
          onClick={() => toast(t('wishlistLoginRequired'), 'info')}
        >
          <HeartIcon />
          <span className="sr-only desk:not-sr-only">{t('wishlist')}</span>
        </button>
      )}
      <button
        type="button"
        className={`${toggleClass} ${cart.active ? 'text-accent' : ''}`}
        onClick={() => openSidebar('CART_VIEW')}
        data-active={cart.active ? 'true' : undefined}
        data-testid="cart-toggle"
      >
        <CartIcon />
        <span className="sr-only desk:not-sr-only">{t('cart')}</span>
        {/* The count is read after the visible name, so the two never disagree (WCAG 2.5.3). */}
        <span className="sr-only">: {t('cartCount', { count: cartQuantity })}</span>
        {cart.text ? <Badge text={cart.text} large={cart.large} /> : null}
      </button>

      {drawersWanted ? <HeaderDrawers accountUsps={accountUsps} /> : null}
      {authWanted ? <AuthDrawer /> : null}
    </div>
  );
}

function Badge({ text, large = false }: { text: string; large?: boolean }) {
  return (
    <span
      className={`absolute top-0 right-0 inline-flex items-center justify-center rounded-full bg-accent font-bold text-white ${large ? 'h-5 min-w-7 px-1 text-[11px]' : 'size-5 text-[11px]'}`}
      data-large={large ? 'true' : undefined}
      aria-hidden="true"
    >
      {text}
    </span>
  );
}
