'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { accountConfig } from '@/lib/config/account';
import type { AuthView } from '@/lib/layout/auth-view';

/**
 * What the sign-in, create-account, forgot-password and new-password forms (one file each) share;
 * the forms are used by the auth drawer and the account-entry pages. In the drawer their links
 * switch its view (`onView`); on a page they go to the other pages.
 */
export interface Navigation {
  onView?: (view: AuthView) => void;
}

const viewPaths: Partial<Record<AuthView, string>> = {
  SIGN_IN: accountConfig.loginPath,
  CREATE_ACCOUNT: accountConfig.createPath,
  FORGOT_PASSWORD: accountConfig.forgotPasswordPath,
};

export function AuthLink({
  view,
  onView,
  children,
}: Navigation & { view: AuthView; children: ReactNode }) {
  const className = 'font-semibold text-brand underline underline-offset-2 hover:no-underline';
  return onView ? (
    <button type="button" className={className} onClick={() => onView(view)}>
      {children}
    </button>
  ) : (
    <Link href={viewPaths[view] ?? '/'} className={className}>
      {children}
    </Link>
  );
}

const noSubscription = () => () => {};

/**
 * Whether the form runs in the browser yet. Until then `data-ready` is absent, so journeys (and
 * styles) can tell a hydrated form from its server HTML; the forms post (never GET) so a submit
 * that comes before hydration never puts a password in an address.
 */
export function useReady(): true | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => true as const,
    () => undefined,
  );
}

export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button type="submit" className="btn btn-primary w-full" disabled={busy} aria-disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
