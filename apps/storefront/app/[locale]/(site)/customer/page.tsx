import { redirect } from 'next/navigation';
import { accountHomePath } from '@/lib/account/account-sections';
import { localizedPath } from '@/lib/i18n/locales';

/** spec §2 /customer: My account. */
export default async function CustomerPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  redirect(localizedPath(locale, accountHomePath));
}
