'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { Link } from '@/i18n/navigation';
import { Sidebar } from '@/components/layout/sidebar';
import { UspIcon } from '@/components/ui/usp-icons';
import { useShopper, useUiState } from '@/components/state/ui-state';
import { AccountMenu } from '@/components/auth/account-menu';
import { accountConfig } from '@/lib/config/account';
import { authModalId, type AuthView } from '@/lib/layout/auth-view';
import { CartDrawer } from '@/components/cart/cart-drawer';
import { setEditingLine, useEditingLine } from '@/lib/cart/cart-edit-state';
import { CartReservation } from '@/components/reservation/cart-reservation';
import type { Usp } from '@/lib/commerce/types';

// What the header's account and cart toggles open. Loaded on the first opening, so pages
// neither download nor hydrate it up front.

/**
 * spec §6: a guest gets sign in, create account and the account selling points; a signed-in
 * customer the account menu. Sign in and create account open the auth drawer, or go to their
 * pages when the login-page setting is on (spec §2).
 */
function AccountPanel({ usps }: { usps: Usp[] }) {
  const shopper = useShopper();
  const { closeDropdown, closeSidebar } = useUiState();
  const header = useTranslations('Header');
  if (shopper.isLoggedIn) {
    return (
      <>
        {shopper.firstname ? (
          <p className="px-4 pt-3 pb-1 font-semibold">
            {header('accountGreeting', { name: shopper.firstname })}
          </p>
        ) : null}
        <AccountMenu
          onNavigate={() => {
            closeDropdown();
            closeSidebar();
          }}
        />
      </>
    );
  }
  return <GuestPanel usps={usps} />;
}

function GuestPanel({ usps }: { usps: Usp[] }) {
  const t = useTranslations('Account');
  const tAuth = useTranslations('Auth');
  const { openModal } = useUiState();
  const entry = (view: AuthView, path: string, label: string, className: string) =>
    accountConfig.loginPage ? (
      <Link href={path} className={className}>
        {label}
      </Link>
    ) : (
      <button type="button" className={className} onClick={() => openModal(authModalId(view))}>
        {label}
      </button>
    );
  return (
    <div className="space-y-4 p-4">
      <p className="text-sm text-muted">{t('intro')}</p>
      <div className="flex flex-col gap-2">
        {entry('SIGN_IN', accountConfig.loginPath, t('signIn'), 'btn btn-primary')}
        {entry('CREATE_ACCOUNT', accountConfig.createPath, t('createAccount'), 'btn btn-secondary')}
      </div>
      {usps.length ? (
        <>
          <h3 className="text-sm font-bold">{tAuth('uspsTitle')}</h3>
          <ul className="space-y-2 text-sm">
            {usps.map((usp) => (
              <li key={usp.id} className="flex items-center gap-2">
                <UspIcon icon={usp.icon} size={18} className="text-success" />
                {usp.text}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/** spec §4: the desktop account dropdown. */
export function AccountDropdown({ usps }: { usps: Usp[] }) {
  const t = useTranslations('Account');
  const panel = useRef<HTMLDivElement>(null);
  // Closing it (Escape, another toggle) with focus inside gives focus back to its toggle instead
  // of dropping it on the page.
  useEffect(() => {
    const element = panel.current;
    return () => {
      const active = document.activeElement;
      if (active === document.body || active === null || element?.contains(active))
        document.querySelector<HTMLElement>('[aria-controls="account-dropdown"]')?.focus();
    };
  }, []);
  return (
    <div
      ref={panel}
      id="account-dropdown"
      className="absolute top-full right-0 z-40 mt-2 w-80 rounded-md border border-line bg-white shadow-lg"
    >
      <p className="border-b border-line px-4 py-3 font-bold">{t('title')}</p>
      <AccountPanel usps={usps} />
    </div>
  );
}

/** The account and cart sidebars (spec §2 ACCOUNT_VIEW, CART_VIEW); each shows itself when open. */
export function HeaderDrawers({ accountUsps }: { accountUsps: Usp[] }) {
  const t = useTranslations('Cart');
  const tAccount = useTranslations('Account');
  const { state } = useUiState();
  const editing = useEditingLine();
  const cartOpen = state.sidebar.open && state.sidebar.view === 'CART_VIEW';
  // spec §4: the drawer returns to its default view when it closes.
  useEffect(() => {
    if (!cartOpen) setEditingLine(null);
  }, [cartOpen]);
  return (
    <>
      <Sidebar view="ACCOUNT_VIEW" title={tAccount('title')}>
        <AccountPanel usps={accountUsps} />
      </Sidebar>
      <Sidebar
        view="CART_VIEW"
        title={editing ? t('editTitle') : t('title')}
        titleKey={editing ? 'edit' : 'cart'}
        testId="cart-sidebar"
      >
        <CartDrawer />
      </Sidebar>
      {state.modal === 'reservation' ? <CartReservation /> : null}
    </>
  );
}
