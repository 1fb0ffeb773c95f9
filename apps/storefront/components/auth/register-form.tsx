'use client';

import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { useTranslations } from '@/lib/i18n/client';
import { FormField } from '@/components/checkout/form-field';
import { minPasswordLength, registerSchema } from '@/lib/user/user-requests';
import { FormNotice, PasswordField } from './auth-fields';
import { AuthLink, SubmitButton, useReady, type Navigation } from './auth-form-parts';
import { useAuthSubmit } from './use-auth-submit';

type RegisterInput = z.input<typeof registerSchema>;
type RegisterValues = z.output<typeof registerSchema>;

/**
 * spec §2 create account. The answer is the same whether or not the address already has an
 * account (no user enumeration): check your e-mail.
 */
export function RegisterForm({ onView }: Navigation) {
  const t = useTranslations('Auth');
  const id = useId();
  const ready = useReady();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<RegisterInput, unknown, RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      firstname: '',
      middlename: '',
      lastname: '',
      email: '',
      password: '',
      passwordConfirm: '',
      is_subscribed: false,
    },
    shouldFocusError: true,
  });
  const { submit, error, busy } = useAuthSubmit(form, 'register');
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;
  if (done) {
    return (
      <div className="space-y-4">
        <FormNotice kind="success">{done}</FormNotice>
        <p className="text-sm">
          {t('haveAccount')}{' '}
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
      data-testid="register-form"
      onSubmit={handleSubmit(async (values) => {
        const reply = await submit({
          firstname: values.firstname,
          ...(values.middlename ? { middlename: values.middlename } : {}),
          lastname: values.lastname,
          email: values.email,
          password: values.password,
          passwordConfirm: values.passwordConfirm,
          is_subscribed: Boolean(values.is_subscribed),
        });
        if (reply) setDone(reply.message || t('registerDone'));
      })}
    >
      {error ? <FormNotice kind="error">{error}</FormNotice> : null}
      <FormField
        id={`${id}-firstname`}
        label={t('firstname')}
        autoComplete="given-name"
        error={errors.firstname?.message}
        {...register('firstname')}
      />
      <FormField
        id={`${id}-middlename`}
        label={t('middlename')}
        optional
        autoComplete="additional-name"
        error={errors.middlename?.message}
        {...register('middlename')}
      />
      <FormField
        id={`${id}-lastname`}
        label={t('lastname')}
        autoComplete="family-name"
        error={errors.lastname?.message}
        {...register('lastname')}
      />
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
        autoComplete="new-password"
        hint={t('passwordHint', { n: minPasswordLength })}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        id={`${id}-password-confirm`}
        label={t('passwordConfirm')}
        autoComplete="new-password"
        error={errors.passwordConfirm?.message}
        {...register('passwordConfirm')}
      />
      <label className="flex min-h-11 items-start gap-2 text-sm">
        <input type="checkbox" className="mt-1 size-5" {...register('is_subscribed')} />
        <span>{t('isSubscribed')}</span>
      </label>
      <SubmitButton busy={busy} label={t('registerSubmit')} busyLabel={t('registering')} />
      <p className="text-sm">
        {t('haveAccount')}{' '}
        <AuthLink view="SIGN_IN" onView={onView}>
          {t('signInLink')}
        </AuthLink>
      </p>
    </form>
  );
}
