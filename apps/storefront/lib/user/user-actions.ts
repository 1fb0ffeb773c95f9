'use client';

import { useCallback, useMemo, useRef, useState } from 'react';
import { mutate } from 'swr';
import { useRouter } from '@/i18n/navigation';
import { showToast } from '@/components/ui/toast';
import { accountEvent } from '@/lib/analytics/site-events';
import { track } from '@/lib/analytics/track';
import { mutate as mutateCart } from '@/lib/cart/cart-cache';
import { cartUrl, forgetPreloadedCart, setCartQuantity } from '@/lib/cart/cart-summary';
import type { CartView } from '@/lib/commerce/cart/types';
import { useLocale, useTranslations } from '@/lib/i18n/client';
import { stripLocale } from '@/lib/i18n/locales';
import { userActionTypes, type UserActionType, type UserRequestInput } from './user-requests';
import { fetchUserState, forgetPreloadedUser, setUserSummary, userUrl } from './user-summary';
import type { UserActionReply } from './user-types';

type Fields<T extends UserActionType> = Omit<UserRequestInput<T>, 'redirect' | 'type'>;

const idle = Object.fromEntries(userActionTypes.map((type) => [type, false])) as Record<
  UserActionType,
  boolean
>;

async function send(
  type: UserActionType,
  fields: object,
  redirect: string | undefined,
  locale: string,
): Promise<UserActionReply | null> {
  try {
    const response = await fetch(`${userUrl}?locale=${encodeURIComponent(locale)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...fields, type, ...(redirect ? { redirect } : {}) }),
    });
    const reply = (await response.json()) as UserActionReply;
    return reply && (reply.status === 'success' || reply.status === 'error') ? reply : null;
  } catch {
    return null;
  }
}

/** spec §4: the user's data again after an action (the header and every useUser()). */
export async function refreshUser() {
  forgetPreloadedUser();
  const user = await fetchUserState().catch(() => undefined);
  if (!user) return void mutate(userUrl);
  setUserSummary(user);
  await mutate(userUrl, user, { revalidate: false });
}

/** spec §7: the cart again after login or logout (merged, or a new guest's). */
async function refreshCart() {
  forgetPreloadedCart();
  const cart = await fetch(cartUrl, { headers: { accept: 'application/json' } })
    .then((response) => response.json() as Promise<CartView>)
    .catch(() => undefined);
  if (!cart) return void mutateCart(cartUrl);
  setCartQuantity(cart.total_quantity);
  await mutateCart(cartUrl, cart, { revalidate: false });
}

/**
 * spec §4 user actions: POST /api/user with a loading flag per type; on success the user (and
 * after login/logout the cart) is read again, logout goes home, a returned redirect is followed;
 * spec §8 toasts (userError, userSuccess).
 */
export function useUserActions() {
  const [loading, setLoading] = useState(idle);
  const locale = useLocale();
  const router = useRouter();
  const t = useTranslations('Toasts');
  const texts = useRef({ success: '', failed: '' });
  texts.current = { success: t('success'), failed: t('somethingWrong') };

  const run = useCallback(
    async <T extends UserActionType>(
      type: T,
      fields: Fields<T>,
      options: { redirect?: string } = {},
    ): Promise<UserActionReply> => {
      setLoading((now) => ({ ...now, [type]: true }));
      try {
        const reply = (await send(type, fields, options.redirect, locale)) ?? {
          status: 'error',
          error: 'NETWORK',
          message: texts.current.failed,
        };
        if (reply.status === 'error') {
          showToast(reply.message || texts.current.failed, 'error', { className: 'userError' });
          return reply;
        }
        showToast(reply.message || texts.current.success, 'success', { className: 'userSuccess' });
        if (type === 'login') track(accountEvent('login'));
        if (type === 'register') track(accountEvent('sign_up'));
        await Promise.all([
          refreshUser(),
          ...(type === 'login' || type === 'logout' ? [refreshCart()] : []),
        ]);
        if (reply.redirect) router.push(stripLocale(reply.redirect));
        else if (type === 'logout') router.push('/');
        return reply;
      } finally {
        setLoading((now) => ({ ...now, [type]: false }));
      }
    },
    [locale, router],
  );

  return useMemo(() => ({ run, loading }), [run, loading]);
}
