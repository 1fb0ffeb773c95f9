import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/Button';
import { ErrorNotice } from '@/components/ErrorNotice';
import { TextField } from '@/components/TextField';
import {
  AdminStaffConfirmTotpDocument,
  AdminStaffStartTotpEnrolmentDocument,
} from '@/generated/graphql';
import { adminRequest } from '@/lib/admin-client';
import { useMessages } from '@/lib/i18n';
import { useSessionRefresh } from '@/lib/session';
import { signInMessages } from './messages';
import { SignInFrame } from './SignInFrame';

/** An owner's session may do nothing else until two-factor sign-in is on (ADR 0028). */
export function TotpEnrolment() {
  const t = useMessages(signInMessages);
  return (
    <SignInFrame title={t('enrolTitle')}>
      <TotpEnrolmentForm />
    </SignInFrame>
  );
}

/** Starts an enrolment (a new key), shows it and turns it on with a code from the app. */
export function TotpEnrolmentForm({ onDone }: { onDone?: () => void }) {
  const t = useMessages(signInMessages);
  const refresh = useSessionRefresh();
  const start = useMutation({
    mutationFn: async () =>
      (await adminRequest(AdminStaffStartTotpEnrolmentDocument)).staffStartTotpEnrolment,
  });
  const { mutate } = start;
  useEffect(() => mutate(), [mutate]);
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
      const { staffConfirmTotp } = await adminRequest(AdminStaffConfirmTotpDocument, { code });
      await refresh(staffConfirmTotp);
      onDone?.();
    } catch (caught) {
      setError(caught);
    }
  });
  if (start.error) return <ErrorNotice error={start.error} onRetry={() => mutate()} />;
  return (
    <>
      <p className="mb-3">{t('enrolIntro')}</p>
      {start.data && (
        <dl className="mb-4">
          <dt className="text-sm font-medium">{t('enrolSecret')}</dt>
          <dd className="mb-2 font-mono text-lg break-all" data-testid="totp-secret">
            {start.data.secret}
          </dd>
          <dd>
            <a className="text-blue-700 underline" href={start.data.otpauth_url}>
              {t('enrolLink')}
            </a>
          </dd>
        </dl>
      )}
      <form onSubmit={submit} noValidate>
        <TextField
          label={t('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          error={form.formState.errors.code?.message}
          {...form.register('code')}
        />
        {error ? <ErrorNotice error={error} /> : null}
        <Button
          type="submit"
          look="primary"
          isDisabled={!start.data || form.formState.isSubmitting}
        >
          {t('enrolConfirm')}
        </Button>
      </form>
    </>
  );
}
