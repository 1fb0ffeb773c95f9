import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { parseViewMode } from '@/components/catalog/listing';
import { CompareBar } from '@/components/compare/compare-bar';
import { SearchResults } from '@/components/search/search-results';
import { localizedPath } from '@/lib/i18n/locales';
import { searchPathFromQuery } from '@/lib/search/navigation';
import { parseSearchSegments } from '@/lib/search/results-url';

type Props = {
  params: Promise<{ locale: string; segments?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, segments } = await params;
  const { term } = parseSearchSegments(segments);
  const t = await getTranslations({ locale, namespace: 'search' });
  // Result pages are endless variations of the catalogue: kept out of search engines.
  return {
    title: term ? t('metaTitle', { term }) : t('titleEmpty'),
    robots: { index: false, follow: true },
  };
}

/** spec §2: /search and /search/{search_term}. */
export default async function SearchPage({ params, searchParams }: Props) {
  const { locale, segments } = await params;
  setRequestLocale(locale);
  const search = await searchParams;
  // The header's form, submitted before the page's code ran: the term moves into the path.
  const fromForm = searchPathFromQuery(segments, search.q);
  if (fromForm) redirect(localizedPath(locale, fromForm));
  const { term, basePath, state } = parseSearchSegments(segments, { page: search.page });
  return (
    <>
      <SearchResults
        term={term}
        basePath={basePath}
        state={state}
        view={parseViewMode(search.view)}
        locale={locale}
      />
      <CompareBar />
    </>
  );
}
