'use client';

import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { useTranslations } from '@/lib/i18n/client';
import { FormField } from '@/components/checkout/form-field';
import { forgotPasswordSchema } from '@/lib/user/user-requests';
import { FormNotice } from './auth-fields';
import { AuthLink, SubmitButton, useReady, type Navigation } from './auth-form-parts';
import { useAuthSubmit } from './use-auth-submit';

type ForgotInput = z.input<typeof forgotPasswordSchema>;
type ForgotValues = z.output<typeof forgotPasswordSchema>;

/** spec §2 forgot password: the same answer whether or not the address has an account. */
export function ForgotPasswordForm({ onView }: Navigation) {
  const t = useTranslations('Auth');
  const id = useId();
  const ready = useReady();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<ForgotInput, unknown, ForgotValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
    shouldFocusError: true,
  });
  const { submit, error, busy } = useAuthSubmit(form, 'forgotPassword');
  const { register, handleSubmit, formState } = form;
  if (done) {
    return (
      <div className="space-y-4">
        <FormNotice kind="success">{done}</FormNotice>
        <p className="text-sm">
          <AuthLink view="SIGN_IN" onView={onView}>
            {t('signInLink')}
          </AuthLink>
        </p>
      </div>
    );
  }
  return (
    <form
      method="post"
      noValidate
      data-ready={ready}
      aria-busy={busy}
      className="space-y-4"
      data-testid="forgot-password-form"
      onSubmit={handleSubmit(async (values) => {
        const reply = await submit({ email: values.email });
        if (reply) setDone(reply.message || t('forgotDone'));
      })}
    >
      <p className="text-sm text-muted">{t('forgotIntro')}</p>
      {error ? <FormNotice kind="error">{error}</FormNotice> : null}
      <FormField
        id={`${id}-email`}
        label={t('email')}
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <SubmitButton busy={busy} label={t('forgotSubmit')} busyLabel={t('sending')} />
      <p className="text-sm">
        <AuthLink view="SIGN_IN" onView={onView}>
          {t('signInLink')}
        </AuthLink>
      </p>
    </form>
  );
}
