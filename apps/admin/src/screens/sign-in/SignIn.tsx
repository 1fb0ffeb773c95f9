import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/Button';
import { ErrorNotice } from '@/components/ErrorNotice';
import { TextField } from '@/components/TextField';
import { AdminStaffSignInDocument, AdminStaffSignInTotpDocument } from '@/generated/graphql';
import { AdminRequestError, adminRequest } from '@/lib/admin-client';
import { useMessages } from '@/lib/i18n';
import { useSessionRefresh } from '@/lib/session';
import { signInMessages } from './messages';
import { SignInFrame } from './SignInFrame';

/**
 * Password first, then (when the account has it) the authenticator code. The engine answers
 * every refusal alike (UNAUTHENTICATED), so the screen does too: it never says which part was
 * wrong.
 */
export function SignIn() {
  const [step, setStep] = useState<'password' | 'totp'>('password');
  return step === 'password' ? <PasswordStep onTotp={() => setStep('totp')} /> : <TotpStep />;
}

function PasswordStep({ onTotp }: { onTotp: () => void }) {
  const t = useMessages(signInMessages);
  const refresh = useSessionRefresh();
  const [error, setError] = useState<unknown>(null);
  const schema = z.object({
    email: z.string().trim().min(1, t('required')),
    password: z.string().min(1, t('required')),
  });
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema) });
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const { staffSignIn } = await adminRequest(AdminStaffSignInDocument, values);
      if (staffSignIn.status === 'TOTP_REQUIRED') onTotp();
      else await refresh(staffSignIn.me ?? undefined);
    } catch (caught) {
      setError(caught);
    }
  });
  return (
    <SignInFrame title={t('title')}>
      <form onSubmit={submit} noValidate>
        <TextField
          label={t('email')}
          type="email"
          autoComplete="username"
          autoFocus
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label={t('password')}
          type="password"
          autoComplete="current-password"
          error={form.formState.errors.password?.message}
          {...form.register('password')}
        />
        {error ? <SignInError error={error} /> : null}
        <Button type="submit" look="primary" isDisabled={form.formState.isSubmitting}>
          {t('submit')}
        </Button>
      </form>
    </SignInFrame>
  );
}

function TotpStep() {
  const t = useMessages(signInMessages);
  const refresh = useSessionRefresh();
  const [error, setError] = useState<unknown>(null);
  const schema = z.object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, t('codeFormat')),
  });
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema) });
  const submit = form.handleSubmit(async ({ code }) => {
    setError(null);
    try {
      const { staffSignInTotp } = await adminRequest(AdminStaffSignInTotpDocument, { code });
      await refresh(staffSignInTotp.me ?? undefined);
    } catch (caught) {
      setError(caught);
    }
  });
  return (
    <SignInFrame title={t('totpTitle')}>
      <p className="mb-3">{t('totpIntro')}</p>
      <form onSubmit={submit} noValidate>
        <TextField
          label={t('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          error={form.formState.errors.code?.message}
          {...form.register('code')}
        />
        {error ? <SignInError error={error} /> : null}
        <Button type="submit" look="primary" isDisabled={form.formState.isSubmitting}>
          {t('verify')}
        </Button>
      </form>
    </SignInFrame>
  );
}

function SignInError({ error }: { error: unknown }) {
  const t = useMessages(signInMessages);
  if (error instanceof AdminRequestError && error.code === 'UNAUTHENTICATED') {
    return (
      <p role="alert" className="mb-3 rounded border border-red-300 bg-red-50 p-3 text-red-900">
        {t('failed')}
      </p>
    );
  }
  return <ErrorNotice error={error} />;
}
