import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound, permanentRedirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { CategoryPage } from '@/components/catalog/category-page';
import { loadListing, offeredFacets } from '@/components/catalog/listing-data';
import { listingDecision } from '@/lib/catalog/listing-canonical';
import { catalogConfig } from '@/lib/config/catalog';
import { CompareBar } from '@/components/compare/compare-bar';
import { parseViewMode } from '@/components/catalog/listing';
import { ProductPage } from '@/components/product/product-page';
import { ContentBlocks } from '@/components/content/content-blocks';
import { PreviewBanner } from '@/components/preview/preview-banner';
import { getCmsPagePreview } from '@/lib/commerce/content/cms-page';
import { convertBlocks } from '@/components/content/convert';
import {
  applyVariant,
  getProductConfiguration,
  resolveRoute,
  type CmsPage,
  type RouteResult,
} from '@/lib/commerce';
import {
  activeFilterCount,
  buildListingHref,
  emptyListingState,
  parseListingSegments,
  withPage,
  type ListingState,
} from '@/lib/catalog/listing-url';
import { splitPageQuery } from '@/lib/routing/page-query';
import { alternatesFor } from '@/lib/seo/alternates';
import { localizedPath } from '@/lib/i18n/locales';

export const revalidate = 10;

/**
 * Rendered on the first visit, then served from the cache (spec §9: revalidated after 10 s, and
 * at once when the catalogue changes). The page reads only its path: the proxy moves ?page=,
 * ?view= and ?variant= into it (lib/routing/page-query.ts).
 */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; rest: string[] }> };

async function load(props: Props) {
  const { locale, rest: path } = await props.params;
  const { segments: rest, query } = splitPageQuery(path);
  const { base, state } = parseListingSegments(rest, { page: query.page });
  const hasListingParams = base.length !== rest.length || query.page !== undefined;
  const route = base.length ? await resolveRoute(base.join('/'), locale) : null;
  const preview = hasListingParams ? null : await previewPage(route, base, locale);
  return { locale, query, base, state, hasListingParams, route, preview };
}

/**
 * In draft mode (turned on by /api/preview with the preview secret) a CMS page's address shows
 * the page as stored now, published or not. Outside it, or while the page is prerendered, draft
 * mode is off and an unpublished page is a 404.
 */
async function previewPage(route: RouteResult | null, base: string[], locale: string) {
  if (base.length === 0 || (route && route.type !== 'CMS_PAGE')) return null;
  if (!(await draftMode()).isEnabled) return null;
  const page = await getCmsPagePreview(base.join('/'), locale);
  return page ? { page, published: route !== null, slug: base.join('/') } : null;
}

/**
 * Filtered, sorted or 'load previous' states are not for crawlers (canonical: the plain page).
 * `ownPaths` names the category's path in each language (ADR 0042); a page number follows each.
 */
function listingMetadata(
  locale: string,
  path: string,
  state: ListingState,
  ownPaths: Partial<Record<string, string>> = {},
): Metadata {
  const plain = activeFilterCount(state) === 0 && !state.sort && !state.previousPage;
  const at = (base: string) =>
    plain ? buildListingHref(base, withPage(emptyListingState(), state.page)) : base;
  const localPaths = Object.fromEntries(
    Object.entries(ownPaths).flatMap(([other, base]) => (base ? [[other, at(base)]] : [])),
  );
  return {
    alternates: alternatesFor(locale, at(path), localPaths),
    ...(plain ? {} : { robots: { index: false, follow: true } }),
  };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, route, state, preview } = await load(props);
  // A preview is for the shop's staff only: never indexed, never followed.
  if (preview) return { title: preview.page.title, robots: { index: false, follow: false } };
  if (!route) return {};
  if (route.type === 'CATEGORY') {
    const category = route.category;
    return {
      title: category.metaTitle ? { absolute: category.metaTitle } : category.name,
      ...(category.metaDescription ? { description: category.metaDescription } : {}),
      ...listingMetadata(locale, category.path, state, category.urlAlternates),
    };
  }
  if (route.type === 'PRODUCT') {
    const product = route.product;
    return {
      title: product.metaTitle ? { absolute: product.metaTitle } : product.name,
      ...(product.metaDescription ? { description: product.metaDescription } : {}),
      alternates: alternatesFor(locale, product.href, product.urlAlternates),
      openGraph: { images: product.gallery[0]?.url ? [product.gallery[0].url] : [] },
    };
  }
  const page = route.page;
  return {
    title: page.metaTitle ? { absolute: page.metaTitle } : page.title,
    description: page.metaDescription ?? page.title,
    alternates: alternatesFor(locale, page.path),
  };
}

/**
 * The catch-all route (spec §2): category paths with their listing state, product url keys
 * (with optional suffix) and CMS pages, all resolved by the engine's route(url).
 */
export default async function CatchAll(props: Props) {
  const { locale, query, state, hasListingParams, route, preview } = await load(props);
  setRequestLocale(locale);
  if (preview) {
    return (
      <>
        <PreviewBanner slug={preview.slug} locale={locale} published={preview.published} />
        <ContentPage page={preview.page} />
      </>
    );
  }
  if (!route) notFound();
  if (route.redirect) {
    const target = route.redirect;
    const suffix =
      route.type === 'CATEGORY' ? buildListingHref(target, state).slice(target.length) : '';
    permanentRedirect(localizedPath(locale, `${target}${suffix}`));
  }
  if (route.type === 'CATEGORY') {
    const listing = await loadListing(
      { categoryId: route.category.id },
      state,
      locale,
      catalogConfig.sortOptions,
    );
    // An invented state (unknown filter value or sort key, a page past the last) gets no page
    // of its own: each would be kept in the page cache (ADR 0006).
    const decision = listingDecision(route.category.path, state, {
      totalPages: listing?.totalPages ?? 1,
      aggregations: await offeredFacets(
        { categoryId: route.category.id },
        state,
        listing,
        locale,
        catalogConfig.sortOptions,
      ),
      sorts: catalogConfig.sortOptions,
    });
    if (decision.kind === 'notFound') notFound();
    if (decision.kind === 'redirect') permanentRedirect(localizedPath(locale, decision.href));
    return (
      <>
        <CategoryPage
          category={route.category}
          state={state}
          listing={listing}
          view={parseViewMode(query.view)}
        />
        <CompareBar />
      </>
    );
  }
  if (hasListingParams) notFound();
  if (route.type === 'PRODUCT')
    return <Product route={route} variantSku={query.variant} locale={locale} />;
  return <ContentPage page={route.page} />;
}

/** Whether the page's own blocks carry its h1 (the seed's service pages open with one). */
function hasPageHeading(blocks: unknown): boolean {
  if (Array.isArray(blocks)) return blocks.some(hasPageHeading);
  if (!blocks || typeof blocks !== 'object') return false;
  if ('type' in blocks && blocks.type === 'heading' && 'level' in blocks && blocks.level === 1)
    return true;
  return Object.values(blocks).some((value) => typeof value === 'object' && hasPageHeading(value));
}

/** A CMS page from the route's answer: its title as the h1 unless its content has one. */
function ContentPage({ page }: { page: CmsPage }) {
  const blocks = convertBlocks(page.blocks);
  return (
    <>
      {hasPageHeading(blocks) ? null : (
        <h1 className="mb-3 text-3xl font-bold text-brand md:text-4xl">{page.title}</h1>
      )}
      <ContentBlocks blocks={blocks} />
    </>
  );
}

async function Product({
  route,
  variantSku,
  locale,
}: {
  route: Extract<RouteResult, { type: 'PRODUCT' }>;
  variantSku: string | undefined;
  locale: string;
}) {
  const parent = route.product;
  const configuration =
    parent.typeId === 'configurable' ? await getProductConfiguration(parent.sku, locale) : null;
  const variant = variantSku
    ? configuration?.variants.find((item) => item.sku === variantSku)
    : null;
  const raw = variant ? configuration?.variantData[variant.sku] : null;
  const product = raw ? applyVariant(parent, raw) : parent;
  return (
    <>
      <ProductPage
        product={product}
        options={configuration?.options ?? []}
        variants={configuration?.variants ?? []}
        selected={variant?.attributes ?? {}}
        locale={locale}
      />
      <CompareBar />
    </>
  );
}
