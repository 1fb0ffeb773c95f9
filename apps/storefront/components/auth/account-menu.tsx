'use client';

import { useTranslations } from '@/lib/i18n/client';
import { Link } from '@/i18n/navigation';
import { accountConfig, type AccountMenuKey } from '@/lib/config/account';
import { useUserActions } from '@/lib/user/user-actions';

const labels: Record<AccountMenuKey, string> = {
  myAccount: 'menuMyAccount',
  orders: 'menuOrders',
  addressBook: 'menuAddressBook',
  wishlist: 'menuWishlist',
  communications: 'menuCommunications',
};

/**
 * spec §6 the signed-in customer's account menu: the account pages and sign out (spec §4: sign
 * out refreshes the user and the cart and goes home).
 */
export function AccountMenu({ onNavigate }: { onNavigate?: () => void }) {
  const t = useTranslations('Auth');
  const { run, loading } = useUserActions();
  const busy = Boolean(loading.logout);
  return (
    <nav aria-label={t('accountMenu')} data-testid="account-menu">
      <ul className="divide-y divide-line">
        {accountConfig.menu.map((item) => (
          <li key={item.key}>
            <Link
              href={item.href}
              onClick={onNavigate}
              className="flex min-h-11 items-center px-4 py-2 text-sm font-medium text-ink hover:bg-brand-light hover:text-brand"
            >
              {t(labels[item.key])}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            disabled={busy}
            aria-disabled={busy}
            onClick={async () => {
              const reply = await run('logout', {});
              if (reply.status === 'success') onNavigate?.();
            }}
            className="flex min-h-11 w-full items-center px-4 py-2 text-left text-sm font-semibold text-accent hover:bg-brand-light"
            data-testid="sign-out"
          >
            {busy ? t('signingOut') : t('signOut')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
