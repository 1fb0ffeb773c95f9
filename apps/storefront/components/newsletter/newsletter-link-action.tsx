'use client';

import { useState } from 'react';
import { Link } from '@/i18n/navigation';
import { useLocale, useTranslations } from '@/lib/i18n/client';
import type { NewsletterLink, NewsletterLinkOutcome } from '@/lib/newsletter/newsletter-link';

/**
 * The button of a mailed newsletter link (confirm or unsubscribe) and the state it reached; after
 * the first confirmation, that the first-order coupon is on its way.
 */
export function NewsletterLinkAction({ link }: { link: NewsletterLink }) {
  const t = useTranslations('Newsletter');
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<NewsletterLinkOutcome | null>(null);

  async function act() {
    setBusy(true);
    try {
      const response = await fetch(`/api/newsletter?locale=${encodeURIComponent(locale)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(link),
      });
      setOutcome((await response.json()) as NewsletterLinkOutcome);
    } catch {
      setOutcome({ status: 'error', error: 'UNAVAILABLE' });
    } finally {
      setBusy(false);
    }
  }

  if (outcome?.status === 'success') {
    return (
      <div
        role="status"
        className="space-y-3"
        data-testid="newsletter-state"
        data-state={outcome.state}
      >
        <p className="text-lg font-semibold text-success">
          {outcome.state === 'SUBSCRIBED' ? t('confirmed') : t('unsubscribed')}
        </p>
        {outcome.state === 'SUBSCRIBED' ? (
          <p data-testid="coupon-note">
            {outcome.couponMailed ? t('couponOnItsWay') : t('alreadyConfirmed')}
          </p>
        ) : null}
        <Link href="/" className="btn btn-primary">
          {t('toShop')}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <button
        type="button"
        className="btn btn-primary"
        onClick={act}
        disabled={busy}
        aria-busy={busy}
      >
        {link.action === 'confirm' ? t('confirmButton') : t('unsubscribeButton')}
      </button>
      {outcome?.status === 'error' ? (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-red-800">
          {outcome.error === 'INVALID_LINK' ? t('invalidLink') : t('failed')}
        </p>
      ) : null}
    </div>
  );
}
