'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { AddressLines } from '@/components/account/address-card';
import type { CheckoutDetailsInput } from '@/lib/checkout/checkout-schemas';
import type { AddressBookEntry } from '@/lib/commerce/account';
import { useTranslations } from '@/lib/i18n/client';
import { AddressFields } from './address-fields';

type Prefix = 'shipping' | 'billing';

/** Fills the form with a saved address: its fields, and for delivery also who the customer is. */
export function useChooseSavedAddress(prefix: Prefix) {
  const { setValue, clearErrors } = useFormContext<CheckoutDetailsInput>();
  return (entry: AddressBookEntry | null) => {
    const options = { shouldDirty: true } as const;
    setValue(`${prefix}Book`, { addressId: entry?.id ?? null, save: false, makeDefault: false });
    if (!entry) return;
    setValue(
      prefix,
      { ...entry.address, salutation: entry.address.salutation || undefined },
      options,
    );
    if (prefix === 'shipping') {
      setValue('customerType', entry.customerType, options);
      setValue('company', entry.company, options);
      setValue('vatNumber', entry.vatNumber, options);
      setValue('reference', entry.reference, options);
    }
    clearErrors(prefix);
  };
}

/**
 * A signed-in customer's address (spec §3, issue: signed-in checkout offers the address book):
 * one of the saved addresses, or a new one with 'add to address book' and 'make default'.
 * Guests (no entries passed) get the address fields as before.
 */
export function AddressBookChoice({
  prefix,
  entries,
  lookupAvailable,
}: {
  prefix: Prefix;
  entries: AddressBookEntry[] | null;
  lookupAvailable: boolean;
}) {
  const t = useTranslations('Checkout');
  const { register, control } = useFormContext<CheckoutDetailsInput>();
  const chosenId = useWatch({ control, name: `${prefix}Book.addressId` }) ?? null;
  const saving = useWatch({ control, name: `${prefix}Book.save` }) ?? false;
  const choose = useChooseSavedAddress(prefix);
  if (!entries) return <AddressFields prefix={prefix} lookupAvailable={lookupAvailable} />;
  const chosen = entries.find((entry) => entry.id === chosenId) ?? null;

  return (
    <div className="space-y-4">
      {entries.length ? (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">{t('addressBookChoice')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {entries.map((entry) => (
              <label
                key={entry.id}
                className="flex gap-3 rounded-md border border-line p-3 has-checked:border-brand"
              >
                <input
                  type="radio"
                  name={`${prefix}-book`}
                  className="mt-1 size-5 shrink-0 accent-brand"
                  checked={chosenId === entry.id}
                  onChange={() => choose(entry)}
                />
                <AddressLines entry={entry} />
              </label>
            ))}
            <label className="flex min-h-11 items-center gap-3 rounded-md border border-line p-3 has-checked:border-brand">
              <input
                type="radio"
                name={`${prefix}-book`}
                className="size-5 shrink-0 accent-brand"
                checked={chosen === null}
                onChange={() => choose(null)}
              />
              {t('addressBookNew')}
            </label>
          </div>
        </fieldset>
      ) : null}
      {chosen ? null : (
        <>
          <AddressFields prefix={prefix} lookupAvailable={lookupAvailable} />
          <div>
            <label className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                className="size-5 accent-brand"
                {...register(`${prefix}Book.save`)}
              />
              {t('saveInAddressBook')}
            </label>
            {saving ? (
              <label className="flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  className="size-5 accent-brand"
                  {...register(`${prefix}Book.makeDefault`)}
                />
                {t('makeDefaultAddress')}
              </label>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}
