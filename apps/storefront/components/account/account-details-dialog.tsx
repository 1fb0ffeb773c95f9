'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm, type Path } from 'react-hook-form';
import { FieldError, FormField } from '@/components/checkout/form-field';
import { useTranslations } from '@/lib/i18n/client';
import { useUserActions } from '@/lib/user/user-actions';
import { customerUpdateSchema, type UserRequestInput } from '@/lib/user/user-requests';
import { ModalDialog } from './modal-dialog';

export interface AccountDetails {
  prefix: string;
  firstname: string;
  middlename: string;
  lastname: string;
}

type DetailsInput = Pick<
  UserRequestInput<'customerUpdate'>,
  'prefix' | 'firstname' | 'middlename' | 'lastname'
>;

/** spec §2 account information edit dialog: salutation and names, sent as customerUpdate. */
export function AccountDetailsDialog({
  details,
  onClose,
}: {
  details: AccountDetails;
  onClose: () => void;
}) {
  const t = useTranslations('AccountPages');
  const c = useTranslations('Checkout');
  const router = useRouter();
  const { run, loading } = useUserActions();
  const form = useForm<DetailsInput>({
    resolver: zodResolver(customerUpdateSchema),
    defaultValues: details,
    shouldFocusError: true,
  });
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    const reply = await run('customerUpdate', {
      prefix: values.prefix ?? '',
      firstname: values.firstname,
      middlename: values.middlename ?? '',
      lastname: values.lastname,
    });
    if (reply.status === 'success') {
      onClose();
      router.refresh();
      return;
    }
    for (const [path, message] of Object.entries(reply.fieldErrors ?? {})) {
      form.setError(path as Path<DetailsInput>, { type: 'server', message });
    }
  });

  return (
    <ModalDialog
      title={t('editDetails')}
      closeLabel={t('close')}
      onClose={onClose}
      testId="details-dialog"
    >
      <form noValidate className="space-y-4" onSubmit={submit}>
        <fieldset>
          <legend className="mb-1 text-sm font-semibold">{t('salutation')}</legend>
          <div className="flex flex-wrap gap-5">
            {(['mr', 'mrs', ''] as const).map((value) => (
              <label key={value || 'none'} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  value={value}
                  className="size-5 accent-brand"
                  {...register('prefix')}
                />
                {value ? c(value) : t('salutationNone')}
              </label>
            ))}
          </div>
          <FieldError id="details-prefix-error" message={errors.prefix?.message} />
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField
            label={t('firstname')}
            autoComplete="given-name"
            error={errors.firstname?.message}
            {...register('firstname')}
          />
          <FormField
            label={t('middlename')}
            optional
            autoComplete="additional-name"
            error={errors.middlename?.message}
            {...register('middlename')}
          />
          <FormField
            label={t('lastname')}
            autoComplete="family-name"
            error={errors.lastname?.message}
            {...register('lastname')}
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn btn-primary" disabled={loading.customerUpdate}>
            {loading.customerUpdate ? t('saving') : t('saveDetails')}
          </button>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
