'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Path } from 'react-hook-form';
import { FormField } from '@/components/checkout/form-field';
import { useTranslations } from '@/lib/i18n/client';
import { useUserActions } from '@/lib/user/user-actions';
import { customerEmailUpdateSchema, type UserRequestInput } from '@/lib/user/user-requests';
import { ModalDialog } from './modal-dialog';

type EmailChangeInput = Pick<UserRequestInput<'customerEmailUpdate'>, 'email' | 'password'>;

/**
 * ADR 0014 e-mail change: the new address and the current password. The address changes only
 * when the link mailed to it is followed, so success closes the dialog with that notice.
 */
export function EmailChangeDialog({
  onClose,
  onRequested,
}: {
  onClose: () => void;
  onRequested: (email: string) => void;
}) {
  const t = useTranslations('AccountPages');
  const { run, loading } = useUserActions();
  const form = useForm<EmailChangeInput>({
    resolver: zodResolver(customerEmailUpdateSchema),
    defaultValues: { email: '', password: '' },
    shouldFocusError: true,
  });
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    const reply = await run('customerEmailUpdate', {
      email: values.email,
      password: values.password,
    });
    if (reply.status === 'success') {
      onRequested(values.email.trim());
      return;
    }
    for (const [path, message] of Object.entries(reply.fieldErrors ?? {})) {
      form.setError(path as Path<EmailChangeInput>, { type: 'server', message });
    }
  });

  return (
    <ModalDialog
      title={t('changeEmail')}
      closeLabel={t('close')}
      onClose={onClose}
      testId="email-change-dialog"
    >
      <form noValidate className="space-y-4" onSubmit={submit}>
        <p>{t('emailChangeIntro')}</p>
        <FormField
          label={t('newEmail')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <FormField
          label={t('currentPassword')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn btn-primary" disabled={loading.customerEmailUpdate}>
            {loading.customerEmailUpdate ? t('saving') : t('sendEmailLink')}
          </button>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
