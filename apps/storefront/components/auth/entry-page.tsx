import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';

export type EntryPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** One value of a query parameter (the first when repeated), bounded; '' when absent. */
export function queryValue(value: string | string[] | undefined, max = 2048): string {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.length <= max ? first : '';
}

/** The account-entry pages are the shopper's own: never indexed (robots noindex). */
export async function entryPageMetadata(
  params: EntryPageProps['params'],
  titleKey:
    | 'signIn'
    | 'createAccount'
    | 'forgotPassword'
    | 'resetPassword'
    | 'confirmTitle'
    | 'emailChangeTitle',
): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Auth' });
  return { title: t(titleKey), robots: { index: false, follow: false } };
}

/** The pages' frame: a narrow column with the title. */
export function EntryPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container-shop py-8">
      <div className="mx-auto max-w-md space-y-4">
        <h1 className="text-2xl font-bold text-brand sm:text-3xl">{title}</h1>
        {children}
      </div>
    </div>
  );
}
