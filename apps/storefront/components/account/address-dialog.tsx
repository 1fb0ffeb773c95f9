'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import { AddressFields } from '@/components/checkout/address-fields';
import { CustomerTypeFields } from '@/components/checkout/customer-type-fields';
import { StepError } from '@/components/checkout/step-error';
import { saveAddress, type AddressActionReply } from '@/lib/account/address-actions';
import {
  addressBookEntrySchema,
  type AddressBookInput,
  type AddressBookValues,
} from '@/lib/account/address-book-schema';
import type { AddressBookEntry } from '@/lib/commerce/account';
import { useLocale, useTranslations } from '@/lib/i18n/client';
import { ModalDialog } from './modal-dialog';

function startValues(entry: AddressBookEntry | null): AddressBookInput {
  return {
    customerType: entry?.customerType ?? 'personal',
    company: entry?.company ?? '',
    vatNumber: entry?.vatNumber ?? '',
    reference: entry?.reference ?? '',
    shipping: entry
      ? { ...entry.address, salutation: entry.address.salutation || undefined }
      : {
          salutation: undefined,
          firstname: '',
          middlename: '',
          lastname: '',
          postcode: '',
          houseNumber: '',
          addition: '',
          street: '',
          city: '',
          country: 'NL',
          telephone: '',
        },
    defaultShipping: entry?.defaultShipping ?? false,
    defaultBilling: entry?.defaultBilling ?? false,
  } as AddressBookInput;
}

/**
 * spec §2 address add/edit dialog with spec §3's fields: personal or business (company, VAT
 * number, reference), the address with the checkout's Dutch postcode lookup, and the
 * make-default choices. An address that is already a default stays one until another becomes it.
 */
export function AddressDialog({
  entry,
  lookupAvailable,
  onClose,
  onSaved,
}: {
  entry: AddressBookEntry | null;
  lookupAvailable: boolean;
  onClose: () => void;
  onSaved: (reply: AddressActionReply) => void;
}) {
  const t = useTranslations('AccountPages');
  const locale = useLocale();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<AddressBookInput, unknown, AddressBookValues>({
    resolver: zodResolver(addressBookEntrySchema),
    defaultValues: startValues(entry),
    shouldFocusError: true,
  });
  const { register, handleSubmit, formState } = form;

  const submit = handleSubmit(async (values) => {
    setError(null);
    const reply = await saveAddress(locale, entry?.id ?? null, values);
    if (reply.status === 'success') return onSaved(reply);
    const fields = Object.entries(reply.fieldErrors ?? {});
    for (const [path, message] of fields) {
      form.setError(path as Path<AddressBookInput>, { type: 'server', message });
    }
    if (fields[0]) form.setFocus(fields[0][0] as Path<AddressBookInput>);
    setError(reply.message);
  });

  return (
    <ModalDialog
      title={entry ? t('editAddress') : t('addAddress')}
      closeLabel={t('close')}
      onClose={onClose}
      testId="address-dialog"
    >
      <FormProvider {...form}>
        <form noValidate className="space-y-5" onSubmit={submit}>
          <StepError message={error} />
          <CustomerTypeFields errorId="address-customer-type-error" />
          <AddressFields prefix="shipping" lookupAvailable={lookupAvailable} />
          <div className="space-y-1">
            <label className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                className="size-5 accent-brand"
                disabled={entry?.defaultShipping}
                {...register('defaultShipping')}
              />
              {t('useAsDefaultShipping')}
            </label>
            <label className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                className="size-5 accent-brand"
                disabled={entry?.defaultBilling}
                {...register('defaultBilling')}
              />
              {t('useAsDefaultBilling')}
            </label>
          </div>
          {/* The form is taller than a 900 px screen: its buttons stay at the dialog's foot
              while the fields scroll, so saving never needs a scroll to find. */}
          <div className="sticky bottom-0 -mx-4 -mb-4 flex flex-wrap gap-3 border-t border-line bg-white px-4 py-3">
            <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? t('saving') : t('saveAddress')}
            </button>
            <button type="button" className="btn btn-secondary" onClick={onClose}>
              {t('cancel')}
            </button>
          </div>
        </form>
      </FormProvider>
    </ModalDialog>
  );
}
