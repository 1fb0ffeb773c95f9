'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { useCartActions } from '@/lib/cart/use-cart-actions';

/** Apply a discount code, or remove the applied one. */
export function CouponForm({ applied }: { applied: string[] }) {
  const t = useTranslations('Cart');
  const actions = useCartActions();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) return;
    setBusy(true);
    const ok = await actions.applyCoupon(trimmed).finally(() => setBusy(false));
    if (ok) setCode('');
  };
  if (applied.length)
    return (
      <div className="flex items-center justify-between gap-2 text-sm">
        <span>{t('couponApplied', { code: applied.join(', ') })}</span>
        <button
          type="button"
          className="min-h-11 text-brand underline"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void actions.removeCoupon().finally(() => setBusy(false));
          }}
        >
          {t('couponRemove', { code: applied.join(', ') })}
        </button>
      </div>
    );
  return (
    <form className="flex gap-2" onSubmit={submit} aria-busy={busy}>
      <label className="sr-only" htmlFor="coupon-code">
        {t('couponLabel')}
      </label>
      <input
        id="coupon-code"
        name="coupon"
        maxLength={64}
        autoComplete="off"
        placeholder={t('couponLabel')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        // Width 0 and grow: an input's own width (about 20 characters) would widen the page at 390 px.
        className="h-11 w-0 min-w-0 flex-1 rounded-md border border-line px-3"
      />
      <button type="submit" className="btn btn-secondary" disabled={busy || !code.trim()}>
        {t('couponApply')}
      </button>
    </form>
  );
}
