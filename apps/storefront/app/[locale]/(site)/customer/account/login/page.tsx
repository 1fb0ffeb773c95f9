import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SignInForm } from '@/components/auth/sign-in-form';
import {
  EntryPage,
  entryPageMetadata,
  queryValue,
  type EntryPageProps,
} from '@/components/auth/entry-page';
import { accountConfig } from '@/lib/config/account';
import { safeRedirect } from '@/lib/user/user-requests';

export const dynamic = 'force-dynamic';

export const generateMetadata = ({ params }: EntryPageProps) => entryPageMetadata(params, 'signIn');

/**
 * spec §2 /customer/account/login: the sign-in page. The header links here when the login-page
 * setting is on; account pages send guests here with ?redirect=<path>, followed after signing in
 * when it is a path on this shop (no open redirect).
 */
export default async function LoginPage({ params, searchParams }: EntryPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const t = await getTranslations('Auth');
  const redirect = safeRedirect(queryValue(query.redirect)) ?? accountConfig.afterSignInPath;
  return (
    <EntryPage title={t('signIn')}>
      <p className="text-sm text-muted">{t('signInIntro')}</p>
      <SignInForm redirect={redirect} />
    </EntryPage>
  );
}
