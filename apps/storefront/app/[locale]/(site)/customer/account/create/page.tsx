import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RegisterForm } from '@/components/auth/register-form';
import { EntryPage, entryPageMetadata, type EntryPageProps } from '@/components/auth/entry-page';

export const generateMetadata = ({ params }: EntryPageProps) =>
  entryPageMetadata(params, 'createAccount');

/** spec §2 /customer/account/create. */
export default async function CreateAccountPage({ params }: Pick<EntryPageProps, 'params'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Auth');
  return (
    <EntryPage title={t('createAccount')}>
      <p className="text-sm text-muted">{t('registerIntro')}</p>
      <RegisterForm />
    </EntryPage>
  );
}
