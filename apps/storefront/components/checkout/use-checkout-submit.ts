'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { CartUpdateType } from '@/lib/cart/update-flow';
import type { CheckoutEffects } from '@/lib/checkout/checkout-follow-up';
import type { CheckoutUpdateReply } from '@/lib/checkout/checkout-reply';
import { useLocale } from '@/lib/i18n/client';
import { sendCheckoutUpdate } from './checkout-request';

/** Where placed orders' numbers are kept (spec §3: orderData is stored locally). */
const orderDataKey = 'orderData';

/**
 * Sends a step's values as a checkout update and follows the reply as spec §4 says (see
 * followCheckoutReply). The server's messages per field land on the fields (the first one
 * focused), its general message above the form.
 */
export function useCheckoutSubmit<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, unknown>,
  type: CartUpdateType,
  fallbackError: string,
  options: { cartId?: string; navigate?: (url: string) => void } = {},
) {
  const locale = useLocale();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const effects: CheckoutEffects = {
    navigate: options.navigate ?? ((url) => window.location.assign(url)),
    pushHistory: (url) => window.history.pushState(null, '', url),
    storeOrderData(orderData) {
      try {
        window.localStorage.setItem(orderDataKey, JSON.stringify(orderData));
      } catch {
        // Private mode or a full storage: the success page reads the order from the engine.
      }
    },
    cancelPayment: () => sendCheckoutUpdate('cancelPayment', undefined, locale),
    reread: () => router.refresh(),
  };

  async function submit(values: unknown): Promise<CheckoutUpdateReply | null> {
    setBusy(true);
    setError(null);
    // The flow's code comes with the first answer, not with the page (its first-load budget).
    const [reply, { followCheckoutReply }] = await Promise.all([
      sendCheckoutUpdate(type, values, locale),
      import('@/lib/checkout/checkout-follow-up'),
    ]);
    await followCheckoutReply(
      reply,
      { type, cartId: options.cartId ?? null, currentPath: window.location.pathname },
      effects,
    );
    setBusy(false);
    if (reply.status === 'success') return reply;
    const fields = Object.entries(reply.fieldErrors ?? {});
    for (const [path, message] of fields) {
      form.setError(path as Path<Values>, { type: 'server', message });
    }
    if (fields[0]) form.setFocus(fields[0][0] as Path<Values>);
    setError(reply.message ?? fallbackError);
    return null;
  }

  return { submit, error, busy };
}
