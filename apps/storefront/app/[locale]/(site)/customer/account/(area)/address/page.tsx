import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AddressBook } from '@/components/account/address-book';
import { requireAccount } from '@/lib/account/account-guard';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'AccountPages' });
  return { title: t('addressBookTitle') };
}

/** spec §2 /customer/account/address: the address book. */
export default async function AddressBookPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { account } = await requireAccount(locale, '/customer/account/address');
  const t = await getTranslations('AccountPages');
  return (
    <section aria-labelledby="account-title" className="space-y-4">
      <h1 id="account-title" className="text-2xl font-bold text-brand">
        {t('addressBookTitle')}
      </h1>
      <AddressBook entries={account.addresses} lookupAvailable={account.addressLookup} />
    </section>
  );
}
