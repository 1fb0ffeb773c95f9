import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SignInForm } from '@/components/auth/sign-in-form';
import { FormNotice } from '@/components/auth/auth-fields';
import {
  EntryPage,
  entryPageMetadata,
  queryValue,
  type EntryPageProps,
} from '@/components/auth/entry-page';
import { Link } from '@/i18n/navigation';
import { confirmAccount } from '@/lib/commerce/account-entry';
import { accountConfig } from '@/lib/config/account';

export const dynamic = 'force-dynamic';

export const generateMetadata = ({ params }: EntryPageProps) =>
  entryPageMetadata(params, 'confirmTitle');

/**
 * The mailed confirmation link (?email=&key=): confirms the account with the engine, then offers
 * to sign in; a used or unknown link says so.
 */
export default async function ConfirmAccountPage({ params, searchParams }: EntryPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const t = await getTranslations('Auth');
  const confirmation = await confirmAccount(
    queryValue(query.email, 254),
    queryValue(query.key, 128),
    locale,
  );
  return (
    <EntryPage title={t('confirmTitle')}>
      {confirmation.result === 'valid' ? (
        <>
          <FormNotice kind="success">{t('confirmDone')}</FormNotice>
          <SignInForm email={confirmation.email ?? ''} redirect={accountConfig.afterSignInPath} />
        </>
      ) : (
        <>
          <FormNotice kind="error">
            {confirmation.result === 'unavailable' ? t('unavailable') : t('confirmFailed')}
          </FormNotice>
          <p className="flex flex-wrap gap-2">
            <Link href={accountConfig.loginPath} className="btn btn-primary">
              {t('signInSubmit')}
            </Link>
            <Link href={accountConfig.createPath} className="btn btn-secondary">
              {t('createAccount')}
            </Link>
          </p>
        </>
      )}
    </EntryPage>
  );
}
