'use client';

import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { CheckoutUpdateReply } from '@/lib/checkout/checkout-reply';
import { useLocale } from '@/lib/i18n/client';
import { sendCheckoutUpdate } from './checkout-request';

/**
 * Sends a step's values as a checkout update. The server's messages per field land on the
 * fields (the first one focused), its general message above the form.
 */
export function useCheckoutSubmit<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, unknown>,
  type: string,
  fallbackError: string,
) {
  const locale = useLocale();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(values: unknown): Promise<CheckoutUpdateReply | null> {
    setBusy(true);
    setError(null);
    const reply = await sendCheckoutUpdate(type, values, locale);
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
