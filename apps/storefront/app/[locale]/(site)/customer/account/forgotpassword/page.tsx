import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { EntryPage, entryPageMetadata, type EntryPageProps } from '@/components/auth/entry-page';

export const generateMetadata = ({ params }: EntryPageProps) =>
  entryPageMetadata(params, 'forgotPassword');

/** spec §2 /customer/account/forgotpassword. */
export default async function ForgotPasswordPage({ params }: Pick<EntryPageProps, 'params'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Auth');
  return (
    <EntryPage title={t('forgotPassword')}>
      <ForgotPasswordForm />
    </EntryPage>
  );
}
