import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { FormNotice } from '@/components/auth/auth-fields';
import {
  EntryPage,
  entryPageMetadata,
  queryValue,
  type EntryPageProps,
} from '@/components/auth/entry-page';
import { Link } from '@/i18n/navigation';
import { checkPasswordResetLink } from '@/lib/commerce/account-entry';
import { accountConfig } from '@/lib/config/account';

export const dynamic = 'force-dynamic';

export const generateMetadata = ({ params }: EntryPageProps) =>
  entryPageMetadata(params, 'resetPassword');

/**
 * spec §2 reset password: the mailed link's ?email=&token=, checked with the engine before the
 * form shows; a used, expired or unknown link says so and offers a new one.
 */
export default async function CreatePasswordPage({ params, searchParams }: EntryPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const t = await getTranslations('Auth');
  const email = queryValue(query.email, 254);
  const token = queryValue(query.token, 128);
  const check = await checkPasswordResetLink(email, token, locale);
  return (
    <EntryPage title={t('resetPassword')}>
      {check === 'valid' ? (
        <ResetPasswordForm email={email} token={token} />
      ) : (
        <>
          <FormNotice kind="error">
            {check === 'unavailable' ? t('unavailable') : t('resetInvalid')}
          </FormNotice>
          <p>
            <Link href={accountConfig.forgotPasswordPath} className="btn btn-primary">
              {t('resetRequestNew')}
            </Link>
          </p>
        </>
      )}
    </EntryPage>
  );
}
