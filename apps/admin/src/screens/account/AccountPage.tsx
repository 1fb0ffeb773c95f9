import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/Button';
import { ErrorNotice } from '@/components/ErrorNotice';
import { PageHeader } from '@/components/PageHeader';
import { TextField } from '@/components/TextField';
import { AccountAreaDisableTotpDocument, AdminStaffSignOutDocument } from '@/generated/graphql';
import { adminRequest } from '@/lib/admin-client';
import { commonMessages } from '@/lib/common-messages';
import { useMessages } from '@/lib/i18n';
import { useSessionRefresh, useStaff } from '@/lib/session';
import { PasswordChangeForm } from '@/screens/sign-in/PasswordChange';
import { TotpEnrolmentForm } from '@/screens/sign-in/TotpEnrolment';
import { accountMessages } from './messages';

/**
 * One's own account, for every role: who you are, a new password, two-factor sign-in on or off
 * (owners must keep it: ADR 0028) and signing out.
 */
export function AccountPage() {
  const t = useMessages(accountMessages);
  const role = useMessages(commonMessages);
  const me = useStaff();
  const [passwordChanged, setPasswordChanged] = useState(false);
  return (
    <>
      <PageHeader title={t('title')} />
      <div className="grid max-w-5xl grid-cols-1 gap-6 lg:grid-cols-2">
        <Section id="account-you" title={t('you')}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-medium">{t('name')}</dt>
            <dd>{me.staff.name}</dd>
            <dt className="font-medium">{t('email')}</dt>
            <dd className="break-all">{me.staff.email}</dd>
            <dt className="font-medium">{t('role')}</dt>
            <dd>{role(`role.${me.staff.role}`)}</dd>
            {me.staff.store_code && (
              <>
                <dt className="font-medium">{t('store')}</dt>
                <dd>{me.staff.store_code}</dd>
              </>
            )}
          </dl>
        </Section>
        <Section id="account-password" title={t('passwordTitle')}>
          <p className="mb-3 text-slate-700">{t('passwordIntro')}</p>
          <PasswordChangeForm
            currentLabel={t('currentPassword')}
            onDone={() => setPasswordChanged(true)}
          />
          <p role="status" className="mt-2 text-green-800">
            {passwordChanged ? t('passwordChanged') : ''}
          </p>
        </Section>
        <Section id="account-totp" title={t('totpTitle')}>
          <TwoFactor />
        </Section>
        <Section id="account-sign-out" title={t('signOutTitle')}>
          <SignOut />
        </Section>
      </div>
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded border border-slate-300 bg-white p-4">
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** On or off, and the way to the other state: enrolment, or a current code to turn it off. */
function TwoFactor() {
  const t = useMessages(accountMessages);
  const me = useStaff();
  const [enrolling, setEnrolling] = useState(false);
  const [notice, setNotice] = useState<'on' | 'off' | null>(null);
  const on = me.staff.totp_enabled;
  return (
    <>
      <p className="mb-3 font-medium">{on ? t('totpOn') : t('totpOff')}</p>
      {on && me.staff.role === 'OWNER' && <p className="text-slate-700">{t('totpOwner')}</p>}
      {on && me.staff.role !== 'OWNER' && <TurnOff onDone={() => setNotice('off')} />}
      {!on && !enrolling && (
        <>
          <p className="mb-3 text-slate-700">{t('totpOffer')}</p>
          <Button
            look="primary"
            onPress={() => {
              setNotice(null);
              setEnrolling(true);
            }}
          >
            {t('turnOn')}
          </Button>
        </>
      )}
      {!on && enrolling && (
        <>
          <TotpEnrolmentForm
            onDone={() => {
              setEnrolling(false);
              setNotice('on');
            }}
          />
          <Button className="mt-2" onPress={() => setEnrolling(false)}>
            {t('cancel')}
          </Button>
        </>
      )}
      <p role="status" className="mt-2 text-green-800">
        {notice === 'on' ? t('totpTurnedOn') : notice === 'off' ? t('totpTurnedOff') : ''}
      </p>
    </>
  );
}

function TurnOff({ onDone }: { onDone: () => void }) {
  const t = useMessages(accountMessages);
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
      const { staffDisableTotp } = await adminRequest(AccountAreaDisableTotpDocument, { code });
      await refresh(staffDisableTotp);
      onDone();
    } catch (caught) {
      setError(caught);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <p className="mb-3 text-slate-700">{t('turnOffIntro')}</p>
      <TextField
        label={t('code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        error={form.formState.errors.code?.message}
        {...form.register('code')}
      />
      {error ? <ErrorNotice error={error} /> : null}
      <Button type="submit" isDisabled={form.formState.isSubmitting}>
        {t('turnOff')}
      </Button>
    </form>
  );
}

function SignOut() {
  const t = useMessages(accountMessages);
  const refresh = useSessionRefresh();
  const signOut = async () => {
    await adminRequest(AdminStaffSignOutDocument).catch(() => undefined);
    await refresh(null);
  };
  return (
    <>
      <p className="mb-3 text-slate-700">{t('signOutIntro')}</p>
      <Button onPress={() => void signOut()}>{t('signOut')}</Button>
    </>
  );
}
