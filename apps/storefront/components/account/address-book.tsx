'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import {
  deleteAddress,
  makeDefaultAddress,
  type AddressActionReply,
} from '@/lib/account/address-actions';
import type { AddressBookEntry } from '@/lib/commerce/account';
import { useLocale, useTranslations } from '@/lib/i18n/client';
import { showToast } from '@/components/ui/toast';
import { deferred } from '@/components/ui/deferred';
import { AddressLines } from './address-card';
import { ConfirmDialog } from './confirm-dialog';
import { useHydrated } from './use-hydrated';

// The form (react-hook-form, zod, the checkout's address fields) loads when it is opened.
const AddressDialog = deferred(() => import('./address-dialog').then((m) => m.AddressDialog));

/**
 * spec §2 address book: the saved addresses with the default shipping and billing ones marked;
 * add and edit in a dialog, delete after confirming, make an address the default.
 */
export function AddressBook({
  entries,
  lookupAvailable,
}: {
  entries: AddressBookEntry[];
  lookupAvailable: boolean;
}) {
  const t = useTranslations('AccountPages');
  const locale = useLocale();
  const router = useRouter();
  const [editing, setEditing] = useState<AddressBookEntry | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AddressBookEntry | null>(null);
  const [busy, startTransition] = useTransition();
  const hydrated = useHydrated();

  function answered(reply: AddressActionReply) {
    showToast(reply.message, reply.status, {
      className: reply.status === 'success' ? 'userSuccess' : 'userError',
    });
    if (reply.status === 'success') router.refresh();
  }

  function makeDefault(entry: AddressBookEntry, kind: 'shipping' | 'billing') {
    startTransition(async () => answered(await makeDefaultAddress(locale, entry.id, kind)));
  }

  return (
    <div
      className="space-y-4"
      data-testid="address-book"
      data-hydrated={hydrated ? 'true' : undefined}
      aria-busy={busy || undefined}
    >
      {entries.length === 0 ? <p>{t('noAddresses')}</p> : null}
      <ul className="grid gap-4 sm:grid-cols-2">
        {entries.map((entry) => (
          <li
            key={entry.id}
            className="flex flex-col gap-3 rounded-lg border border-line p-4"
            data-testid="address-entry"
          >
            {entry.defaultShipping || entry.defaultBilling ? (
              <ul className="flex flex-wrap gap-2 text-sm font-semibold text-brand">
                {entry.defaultShipping ? <li>{t('defaultShipping')}</li> : null}
                {entry.defaultBilling ? <li>{t('defaultBilling')}</li> : null}
              </ul>
            ) : null}
            <AddressLines entry={entry} />
            <div className="mt-auto flex flex-wrap gap-x-4 gap-y-1">
              <button type="button" className="btn-link min-h-11" onClick={() => setEditing(entry)}>
                {t('edit')}
                <span className="sr-only">
                  {' '}
                  {t('addressOf', { name: `${entry.address.street} ${entry.address.houseNumber}` })}
                </span>
              </button>
              <button
                type="button"
                className="btn-link min-h-11"
                onClick={() => setDeleting(entry)}
              >
                {t('delete')}
                <span className="sr-only">
                  {' '}
                  {t('addressOf', { name: `${entry.address.street} ${entry.address.houseNumber}` })}
                </span>
              </button>
              {entry.defaultShipping ? null : (
                <button
                  type="button"
                  className="btn-link min-h-11"
                  disabled={busy}
                  onClick={() => makeDefault(entry, 'shipping')}
                >
                  {t('makeDefaultShipping')}
                </button>
              )}
              {entry.defaultBilling ? null : (
                <button
                  type="button"
                  className="btn-link min-h-11"
                  disabled={busy}
                  onClick={() => makeDefault(entry, 'billing')}
                >
                  {t('makeDefaultBilling')}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
        {t('addAddress')}
      </button>
      {editing ? (
        <AddressDialog
          entry={editing === 'new' ? null : editing}
          lookupAvailable={lookupAvailable}
          onClose={() => setEditing(null)}
          onSaved={(reply) => {
            setEditing(null);
            answered(reply);
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('deleteTitle')}
          text={t('deleteText')}
          confirm={t('delete')}
          cancel={t('cancel')}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            startTransition(async () => {
              const reply = await deleteAddress(locale, deleting.id);
              setDeleting(null);
              answered(reply);
            })
          }
        />
      ) : null}
    </div>
  );
}
