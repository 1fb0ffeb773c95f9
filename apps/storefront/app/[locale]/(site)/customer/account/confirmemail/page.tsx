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
import { confirmEmailChange } from '@/lib/commerce/account-entry';
import { accountConfig } from '@/lib/config/account';

export const dynamic = 'force-dynamic';

export const generateMetadata = ({ params }: EntryPageProps) =>
  entryPageMetadata(params, 'emailChangeTitle');

/**
 * The link mailed to a new e-mail address (?token=, ADR 0014/0015): moves the account there on
 * load. Every session has ended, so the page offers to sign in with the new address.
 */
export default async function ConfirmEmailChangePage({ params, searchParams }: EntryPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const t = await getTranslations('Auth');
  const result = await confirmEmailChange(queryValue(query.token, 128), locale);
  return (
    <EntryPage title={t('emailChangeTitle')}>
      {result === 'valid' ? (
        <>
          <FormNotice kind="success">{t('emailChangeDone')}</FormNotice>
          <SignInForm email="" redirect={accountConfig.afterSignInPath} />
        </>
      ) : (
        <>
          <FormNotice kind="error">
            {result === 'unavailable' ? t('unavailable') : t('emailChangeFailed')}
          </FormNotice>
          <p className="flex flex-wrap gap-2">
            <Link href={accountConfig.loginPath} className="btn btn-primary">
              {t('signInSubmit')}
            </Link>
          </p>
        </>
      )}
    </EntryPage>
  );
}
