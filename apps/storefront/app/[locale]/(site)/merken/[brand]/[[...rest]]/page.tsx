import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { CompareBar } from '@/components/compare/compare-bar';
import { CatalogListing, parseViewMode } from '@/components/catalog/listing';
import { loadListing, offeredFacets } from '@/components/catalog/listing-data';
import { getBrand } from '@/lib/commerce';
import { buildFilterGroups } from '@/lib/catalog/filters';
import { activeFilterCount, parseListingSegments } from '@/lib/catalog/listing-url';
import { catalogConfig } from '@/lib/config/catalog';
import { listingDecision } from '@/lib/catalog/listing-canonical';
import { localizedPath } from '@/lib/i18n/locales';
import { splitPageQuery } from '@/lib/routing/page-query';
import { alternatesFor } from '@/lib/seo/alternates';

export const revalidate = 10;

/** Cached like category pages: the proxy moves ?page= and ?view= into the path. */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; brand: string; rest?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, brand: urlKey, rest } = await params;
  const brand = await getBrand(urlKey, locale);
  if (!brand) return {};
  const { segments, query } = splitPageQuery(rest ?? []);
  const { state } = parseListingSegments(['x', ...segments], { page: query.page });
  const plain = activeFilterCount(state) === 0 && !state.sort && state.page === 1;
  return {
    title: brand.name,
    alternates: alternatesFor(locale, `/merken/${brand.urlKey}`),
    ...(plain ? {} : { robots: { index: false, follow: true } }),
  };
}

/** A brand's products with the same filters as a category (spec §2 brand page). */
export default async function BrandPage({ params }: Props) {
  const { locale, brand: urlKey, rest } = await params;
  const { segments, query } = splitPageQuery(rest ?? []);
  setRequestLocale(locale);
  const brand = await getBrand(urlKey, locale);
  if (!brand) notFound();
  if (segments.length && segments[0] !== 'q') notFound();
  const { state } = parseListingSegments(segments, { page: query.page });
  const t = await getTranslations('catalog');
  const listing = await loadListing(
    { brand: brand.code },
    state,
    locale,
    catalogConfig.sortOptions,
  );
  const basePath = `/merken/${brand.urlKey}`;
  // Invented states get no cached page of their own, as on category pages (ADR 0006).
  const decision = listingDecision(basePath, state, {
    totalPages: listing?.totalPages ?? 1,
    aggregations: (
      await offeredFacets({ brand: brand.code }, state, listing, locale, catalogConfig.sortOptions)
    ).filter((group) => group.attribute_code !== 'brand'),
    sorts: catalogConfig.sortOptions,
  });
  if (decision.kind === 'notFound') notFound();
  if (decision.kind === 'redirect') permanentRedirect(localizedPath(locale, decision.href));
  return (
    <div className="container-shop py-4">
      <Breadcrumbs
        items={[
          { name: t('brandsTitle'), href: '/merken' },
          { name: brand.name, href: null },
        ]}
      />
      <h1 className="mb-4 text-2xl font-bold text-brand sm:text-3xl">{brand.name}</h1>
      <CatalogListing
        basePath={basePath}
        state={state}
        items={listing?.items ?? []}
        total={listing?.total ?? 0}
        totalPages={listing?.totalPages ?? 1}
        groups={buildFilterGroups(listing?.aggregations, { hide: ['brand'] })}
        view={parseViewMode(query.view)}
        emptyText={t('emptyBrand')}
      />
      <CompareBar />
    </div>
  );
}
