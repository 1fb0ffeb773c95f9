'use client';

import { useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { deferred } from '@/components/ui/deferred';
import type { AccountDetails } from './account-details-dialog';
import { useHydrated } from './use-hydrated';

const AccountDetailsDialog = deferred(() =>
  import('./account-details-dialog').then((m) => m.AccountDetailsDialog),
);
const EmailChangeDialog = deferred(() =>
  import('./email-change-dialog').then((m) => m.EmailChangeDialog),
);

/** spec §2 account information: name and e-mail, with the edit dialog. */
export function AccountInformation({ details, email }: { details: AccountDetails; email: string }) {
  const t = useTranslations('AccountPages');
  const c = useTranslations('Checkout');
  const [editing, setEditing] = useState(false);
  const [changingEmail, setChangingEmail] = useState(false);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const hydrated = useHydrated();
  const salutation = details.prefix === 'mr' || details.prefix === 'mrs' ? c(details.prefix) : '';
  const name = [salutation, details.firstname, details.middlename, details.lastname]
    .filter(Boolean)
    .join(' ');
  return (
    <section aria-labelledby="account-information" className="rounded-lg border border-line p-4">
      <h2 id="account-information" className="mb-3 text-lg font-bold">
        {t('accountInformation')}
      </h2>
      <dl className="mb-4 grid gap-x-4 gap-y-1 sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold">{t('name')}</dt>
        <dd data-testid="account-name">{name}</dd>
        <dt className="font-semibold">{t('email')}</dt>
        <dd className="break-all">{email}</dd>
      </dl>
      {pendingEmail ? (
        <p
          role="status"
          className="mb-4 rounded-md border border-success bg-green-50 p-3 text-sm text-green-900"
        >
          {t('emailChangePending', { email: pendingEmail })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn btn-secondary"
          disabled={!hydrated}
          onClick={() => setEditing(true)}
        >
          {t('editDetails')}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={!hydrated}
          onClick={() => setChangingEmail(true)}
        >
          {t('changeEmail')}
        </button>
      </div>
      {editing ? (
        <AccountDetailsDialog details={details} onClose={() => setEditing(false)} />
      ) : null}
      {changingEmail ? (
        <EmailChangeDialog
          onClose={() => setChangingEmail(false)}
          onRequested={(address) => {
            setPendingEmail(address);
            setChangingEmail(false);
          }}
        />
      ) : null}
    </section>
  );
}
