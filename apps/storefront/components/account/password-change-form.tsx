'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Path } from 'react-hook-form';
import { FormField } from '@/components/checkout/form-field';
import { useTranslations } from '@/lib/i18n/client';
import { useUserActions } from '@/lib/user/user-actions';
import {
  passwordChangeSchema,
  type PasswordChange,
  type PasswordChangeInput,
} from '@/lib/account/password-change-schema';
import { useHydrated } from './use-hydrated';

type PasswordInput = PasswordChangeInput;

const empty: PasswordInput = { currentPassword: '', newPassword: '', repeatPassword: '' };

/**
 * spec §2 password change (spec §3 current/new/repeat, §5 rules: 3 of 4 classes, minimum length,
 * passwords must match), sent as customerUpdate; the session continues with a fresh token.
 */
export function PasswordChangeForm() {
  const t = useTranslations('AccountPages');
  const { run, loading } = useUserActions();
  const hydrated = useHydrated();
  const form = useForm<PasswordInput, unknown, PasswordChange>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: empty,
    shouldFocusError: true,
  });
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    const reply = await run('customerUpdate', values);
    if (reply.status === 'success') {
      form.reset(empty);
      return;
    }
    for (const [path, message] of Object.entries(reply.fieldErrors ?? {})) {
      form.setError(path as Path<PasswordInput>, { type: 'server', message });
    }
  });

  return (
    <section aria-labelledby="password-change" className="rounded-lg border border-line p-4">
      <h2 id="password-change" className="mb-3 text-lg font-bold">
        {t('changePassword')}
      </h2>
      <form noValidate className="max-w-md space-y-4" onSubmit={submit} data-testid="password-form">
        <FormField
          label={t('currentPassword')}
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <FormField
          label={t('newPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          hint={<p className="mt-1 text-sm text-muted">{t('passwordHint')}</p>}
          {...register('newPassword')}
        />
        <FormField
          label={t('repeatPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.repeatPassword?.message}
          {...register('repeatPassword')}
        />
        <button
          type="submit"
          className="btn btn-primary"
          disabled={!hydrated || loading.customerUpdate}
        >
          {loading.customerUpdate ? t('saving') : t('changePassword')}
        </button>
      </form>
    </section>
  );
}
