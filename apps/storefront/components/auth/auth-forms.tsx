'use client';

import { useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { useTranslations } from '@/lib/i18n/client';
import { Link } from '@/i18n/navigation';
import { FormField } from '@/components/checkout/form-field';
import { accountConfig } from '@/lib/config/account';
import type { AuthView } from '@/lib/layout/auth-view';
import {
  forgotPasswordSchema,
  loginSchema,
  minPasswordLength,
  registerSchema,
  resetPasswordSchema,
} from '@/lib/user/user-requests';
import { FormNotice, PasswordField } from './auth-fields';
import { useAuthSubmit } from './use-auth-submit';

/**
 * The sign-in, create-account, forgot-password and new-password forms, shared by the auth drawer
 * and the account-entry pages. In the drawer their links switch its view (`onView`); on a page
 * they go to the other pages.
 */
interface Navigation {
  onView?: (view: AuthView) => void;
}

const viewPaths: Partial<Record<AuthView, string>> = {
  SIGN_IN: accountConfig.loginPath,
  CREATE_ACCOUNT: accountConfig.createPath,
  FORGOT_PASSWORD: accountConfig.forgotPasswordPath,
};

function AuthLink({
  view,
  onView,
  children,
}: Navigation & { view: AuthView; children: ReactNode }) {
  const className = 'font-semibold text-brand underline underline-offset-2 hover:no-underline';
  return onView ? (
    <button type="button" className={className} onClick={() => onView(view)}>
      {children}
    </button>
  ) : (
    <Link href={viewPaths[view] ?? '/'} className={className}>
      {children}
    </Link>
  );
}

const noSubscription = () => () => {};

/**
 * Whether the form runs in the browser yet. Until then `data-ready` is absent, so journeys (and
 * styles) can tell a hydrated form from its server HTML; the forms post (never GET) so a submit
 * that comes before hydration never puts a password in an address.
 */
function useReady(): true | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => true as const,
    () => undefined,
  );
}

function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button type="submit" className="btn btn-primary w-full" disabled={busy} aria-disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}

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
