import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/Button';
import { ErrorNotice } from '@/components/ErrorNotice';
import { TextField } from '@/components/TextField';
import { AdminStaffChangePasswordDocument } from '@/generated/graphql';
import { adminRequest } from '@/lib/admin-client';
import { useMessages } from '@/lib/i18n';
import { useSessionRefresh } from '@/lib/session';
import { signInMessages } from './messages';
import { SignInFrame } from './SignInFrame';

/** A session signed in with a temporary password may only choose a password (ADR 0028). */
export function PasswordChange() {
  const t = useMessages(signInMessages);
  return (
    <SignInFrame title={t('changeTitle')}>
      <p className="mb-3">{t('changeIntro')}</p>
      <PasswordChangeForm currentLabel={t('currentPassword')} />
    </SignInFrame>
  );
}

/** The password rule of the engine (passwords.ts), checked here first for a quick answer. */
function strongEnough(password: string): boolean {
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((p) => p.test(password));
  return password.length >= 8 && password.length <= 256 && classes.length >= 3;
}

export function PasswordChangeForm({
  currentLabel,
  onDone,
}: {
  currentLabel: string;
  onDone?: () => void;
}) {
  const t = useMessages(signInMessages);
  const refresh = useSessionRefresh();
  const [error, setError] = useState<unknown>(null);
  const schema = z
    .object({
      current: z.string().min(1, t('required')),
      next: z.string().refine(strongEnough, t('tooShort')),
      repeat: z.string(),
    })
    .refine((values) => values.next === values.repeat, {
      path: ['repeat'],
      message: t('mismatch'),
    });
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema) });
  const submit = form.handleSubmit(async ({ current, next }) => {
    setError(null);
    try {
      const { staffChangePassword } = await adminRequest(AdminStaffChangePasswordDocument, {
        current,
        next,
      });
      await refresh(staffChangePassword);
      form.reset();
      onDone?.();
    } catch (caught) {
      setError(caught);
    }
  });
  const errors = form.formState.errors;
  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label={currentLabel}
        type="password"
        autoComplete="current-password"
        error={errors.current?.message}
        {...form.register('current')}
      />
      <TextField
        label={t('newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('tooShort')}
        error={errors.next?.message}
        {...form.register('next')}
      />
      <TextField
        label={t('repeatPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.repeat?.message}
        {...form.register('repeat')}
      />
      {error ? <ErrorNotice error={error} /> : null}
      <Button type="submit" look="primary" isDisabled={form.formState.isSubmitting}>
        {t('save')}
      </Button>
    </form>
  );
}
