'use client';

import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { useTranslations } from '@/lib/i18n/client';
import { accountConfig } from '@/lib/config/account';
import { minPasswordLength, resetPasswordSchema } from '@/lib/user/user-requests';
import { FormNotice, PasswordField } from './auth-fields';
import { SubmitButton, useReady } from './auth-form-parts';
import { SignInForm } from './sign-in-form';
import { useAuthSubmit } from './use-auth-submit';

type ResetInput = z.input<typeof resetPasswordSchema>;
type ResetValues = z.output<typeof resetPasswordSchema>;

/**
 * spec §2 reset password, for a link the page has already checked: the new password twice, then
 * sign in with it.
 */
export function ResetPasswordForm({ email, token }: { email: string; token: string }) {
  const t = useTranslations('Auth');
  const id = useId();
  const ready = useReady();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<ResetInput, unknown, ResetValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { email, token, password: '', repeatPassword: '' },
    shouldFocusError: true,
  });
  const { submit, error, busy } = useAuthSubmit(form, 'resetPassword');
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;
  if (done) {
    return (
      <div className="space-y-6">
        <FormNotice kind="success">{done}</FormNotice>
        <SignInForm email={email} redirect={accountConfig.afterSignInPath} />
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
      data-testid="reset-password-form"
      onSubmit={handleSubmit(async (values) => {
        const reply = await submit({
          email: values.email,
          token: values.token,
          password: values.password,
          repeatPassword: values.repeatPassword,
        });
        if (reply) setDone(reply.message || t('resetDone'));
      })}
    >
      <p className="text-sm text-muted">{t('resetIntro', { email })}</p>
      {error ? <FormNotice kind="error">{error}</FormNotice> : null}
      {/* The account's address, for password managers (the link names it). */}
      <input type="hidden" autoComplete="username" {...register('email')} />
      <PasswordField
        id={`${id}-password`}
        label={t('newPassword')}
        autoComplete="new-password"
        hint={t('passwordHint', { n: minPasswordLength })}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        id={`${id}-repeat-password`}
        label={t('repeatPassword')}
        autoComplete="new-password"
        error={errors.repeatPassword?.message}
        {...register('repeatPassword')}
      />
      {errors.token?.message || errors.email?.message ? (
        <FormNotice kind="error">{t('resetInvalid')}</FormNotice>
      ) : null}
      <SubmitButton busy={busy} label={t('resetSubmit')} busyLabel={t('saving')} />
    </form>
  );
}
