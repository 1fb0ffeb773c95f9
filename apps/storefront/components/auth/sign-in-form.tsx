'use client';

import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { useTranslations } from '@/lib/i18n/client';
import { FormField } from '@/components/checkout/form-field';
import { loginSchema } from '@/lib/user/user-requests';
import { FormNotice, PasswordField } from './auth-fields';
import { AuthLink, SubmitButton, useReady, type Navigation } from './auth-form-parts';
import { useAuthSubmit } from './use-auth-submit';

type LoginInput = z.input<typeof loginSchema>;
type LoginValues = z.output<typeof loginSchema>;

/** spec §2 sign in: e-mail and password; success follows `redirect` or calls `onDone`. */
export function SignInForm({
  redirect,
  email = '',
  onDone,
  onView,
}: Navigation & { redirect?: string; email?: string; onDone?: () => void }) {
  const t = useTranslations('Auth');
  const id = useId();
  const ready = useReady();
  const form = useForm<LoginInput, unknown, LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email, password: '' },
    shouldFocusError: true,
  });
  const { submit, error, busy } = useAuthSubmit(form, 'login');
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;
  return (
    <form
      method="post"
      noValidate
      data-ready={ready}
      aria-busy={busy}
      className="space-y-4"
      data-testid="sign-in-form"
      onSubmit={handleSubmit(async (values) => {
        const reply = await submit(
          { email: values.email, password: values.password },
          redirect ? { redirect } : {},
        );
        if (reply) onDone?.();
      })}
    >
      {error ? <FormNotice kind="error">{error}</FormNotice> : null}
      <FormField
        id={`${id}-email`}
        label={t('email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        id={`${id}-password`}
        label={t('password')}
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <p className="text-sm">
        <AuthLink view="FORGOT_PASSWORD" onView={onView}>
          {t('forgotLink')}
        </AuthLink>
      </p>
      <SubmitButton busy={busy} label={t('signInSubmit')} busyLabel={t('signingIn')} />
      <p className="text-sm">
        {t('noAccount')}{' '}
        <AuthLink view="CREATE_ACCOUNT" onView={onView}>
          {t('createAccountLink')}
        </AuthLink>
      </p>
    </form>
  );
}
