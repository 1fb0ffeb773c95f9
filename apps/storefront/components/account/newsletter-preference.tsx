'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { NewsletterState } from '@/lib/commerce/account';
import { useTranslations } from '@/lib/i18n/client';
import { useUserActions } from '@/lib/user/user-actions';
import { useHydrated } from './use-hydrated';

/**
 * spec §2 communications preferences: the newsletter opt-in (double opt-in: asking sends a
 * confirmation mail) and spec §4's state: subscribed, not active, unconfirmed, unsubscribed.
 */
export function NewsletterPreference({
  subscribed,
  state,
}: {
  subscribed: boolean;
  state: NewsletterState;
}) {
  const t = useTranslations('AccountPages');
  const router = useRouter();
  const { run, loading } = useUserActions();
  const hydrated = useHydrated();
  const [wanted, setWanted] = useState(subscribed || state === 'NOT_ACTIVE');

  return (
    <form
      className="space-y-4"
      data-testid="newsletter-preference"
      onSubmit={async (event) => {
        event.preventDefault();
        const reply = await run('customerUpdate', { is_subscribed: wanted });
        if (reply.status === 'success') router.refresh();
      }}
    >
      <fieldset className="space-y-2">
        <legend className="text-lg font-bold">{t('newsletterTitle')}</legend>
        <p>{t('newsletterIntro')}</p>
        <p role="status" data-testid="newsletter-state" className="font-semibold">
          {t(`newsletter${state}`)}
        </p>
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            className="size-5 accent-brand"
            checked={wanted}
            onChange={(event) => setWanted(event.target.checked)}
          />
          {t('newsletterLabel')}
        </label>
      </fieldset>
      <button
        type="submit"
        className="btn btn-primary"
        disabled={!hydrated || loading.customerUpdate}
      >
        {loading.customerUpdate ? t('saving') : t('savePreferences')}
      </button>
    </form>
  );
}
