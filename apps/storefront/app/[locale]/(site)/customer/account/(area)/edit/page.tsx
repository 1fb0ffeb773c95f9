import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountInformation } from '@/components/account/account-information';
import { PasswordChangeForm } from '@/components/account/password-change-form';
import { requireAccount } from '@/lib/account/account-guard';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'AccountPages' });
  return { title: t('accountTitle') };
}

/** spec §2 /customer/account/edit: account information with its edit dialog, password change. */
export default async function AccountEditPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { account } = await requireAccount(locale, '/customer/account/edit');
  const t = await getTranslations('AccountPages');
  return (
    <div className="space-y-6">
      <h1 id="account-title" className="text-2xl font-bold text-brand">
        {t('accountTitle')}
      </h1>
      <AccountInformation
        email={account.email}
        details={{
          prefix: account.prefix,
          firstname: account.firstname,
          middlename: account.middlename,
          lastname: account.lastname,
        }}
      />
      <PasswordChangeForm />
    </div>
  );
}
