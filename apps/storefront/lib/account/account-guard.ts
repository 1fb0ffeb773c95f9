import { redirect } from 'next/navigation';
import { cache } from 'react';
import { EngineUnavailableError } from '@/lib/commerce';
import { getAccount, type AccountView } from '@/lib/commerce/account';
import { localizedPath } from '@/lib/i18n/locales';
import { currentSessionToken } from '@/lib/user/session';

export interface SignedInAccount {
  token: string;
  account: AccountView;
}

/** The signed-in customer of this request, asked once however many components want it. */
export const signedInAccount = cache(async (): Promise<SignedInAccount | null> => {
  const token = await currentSessionToken();
  if (!token) return null;
  const account = await getAccount(token);
  if (account === 'unavailable') throw new EngineUnavailableError('account');
  if (typeof account === 'string') return null;
  return { token, account };
});

/** The sign-in page that brings the shopper back to `path` (a path without locale prefix). */
export function signInPath(locale: string, path: string): string {
  const back = localizedPath(locale, path);
  return `${localizedPath(locale, '/customer/account/login')}?redirect=${encodeURIComponent(back)}`;
}

/**
 * Every account page starts here (spec §6: account pages are for signed-in customers): a guest,
 * or a session that has expired, goes to sign in and comes back to `path` afterwards.
 */
export async function requireAccount(locale: string, path: string): Promise<SignedInAccount> {
  const signedIn = await signedInAccount();
  if (!signedIn) redirect(signInPath(locale, path));
  return signedIn;
}
