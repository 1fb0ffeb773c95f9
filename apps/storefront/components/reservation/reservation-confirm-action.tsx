'use client';

import { useState } from 'react';
import { Link } from '@/i18n/navigation';
import { useLocale, useTranslations } from '@/lib/i18n/client';
import { formatShopDateTime } from '@/lib/format/dates';

interface Confirmed {
  number: string;
  productName: string;
  storeName: string;
  expiresAt: string;
}

type State =
  | { kind: 'ready' }
  | { kind: 'confirming' }
  | { kind: 'confirmed'; reservation: Confirmed }
  | { kind: 'invalid' }
  | { kind: 'failed' };

/** Secrets the shop mails are 43 URL-safe characters; anything else is a broken link. */
const plausibleToken = /^[A-Za-z0-9_-]{43}$/;

/**
 * The button of /reservation/confirm and the state it reached: confirming (loading), confirmed
 * (the store holds it until…), an unknown or lapsed link, or the engine out of reach.
 */
export function ReservationConfirmAction({ token }: { token: string }) {
  const t = useTranslations('ReservationConfirm');
  const locale = useLocale();
  const [state, setState] = useState<State>(
    plausibleToken.test(token) ? { kind: 'ready' } : { kind: 'invalid' },
  );

  async function confirm() {
    setState({ kind: 'confirming' });
    try {
      const response = await fetch(
        `/api/reservation/confirm?locale=${encodeURIComponent(locale)}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ token }),
        },
      );
      const body = (await response.json()) as {
        reservation?: Confirmed;
        reason?: string;
      };
      if (response.ok && body.reservation) {
        setState({ kind: 'confirmed', reservation: body.reservation });
      } else {
        setState(
          body.reason === 'RESERVATION_LINK_INVALID' ? { kind: 'invalid' } : { kind: 'failed' },
        );
      }
    } catch {
      setState({ kind: 'failed' });
    }
  }

  if (state.kind === 'confirmed') {
    const { reservation } = state;
    return (
      // The message alone is the live region, not the link after it.
      <div className="space-y-3" data-testid="reservation-confirm" data-state="confirmed">
        <p role="status" className="text-lg font-semibold text-success">
          {t('confirmed', {
            store: reservation.storeName,
            product: reservation.productName,
            until: formatShopDateTime(reservation.expiresAt, locale),
            number: reservation.number,
          })}
        </p>
        <Link href="/" className="btn btn-primary">
          {t('toShop')}
        </Link>
      </div>
    );
  }
  if (state.kind === 'invalid') {
    return (
      <div className="space-y-3" data-testid="reservation-confirm" data-state="invalid">
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-red-800">
          {t('invalid')}
        </p>
        <Link href="/" className="btn btn-primary">
          {t('toShop')}
        </Link>
      </div>
    );
  }
  const busy = state.kind === 'confirming';
  return (
    <div className="space-y-3" data-testid="reservation-confirm" data-state={state.kind}>
      <p>{t('intro')}</p>
      <button
        type="button"
        className="btn btn-primary"
        onClick={confirm}
        disabled={busy}
        aria-busy={busy}
      >
        {t('button')}
      </button>
      <p role="status" className="text-sm text-muted">
        {busy ? t('confirming') : ''}
      </p>
      {state.kind === 'failed' ? (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-red-800">
          {t('failed')}
        </p>
      ) : null}
    </div>
  );
}
