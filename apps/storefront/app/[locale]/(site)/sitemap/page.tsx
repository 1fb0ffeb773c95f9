import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { BrandIndex } from '@/components/sitemap/brand-index';
import { CategoryTree } from '@/components/sitemap/category-tree';
import { LinkList } from '@/components/sitemap/link-list';
import { SitemapSection } from '@/components/sitemap/sitemap-section';
import { getBrands, getSiteMap } from '@/lib/commerce';
import { alternatesFor } from '@/lib/seo/alternates';

export const revalidate = 10;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Sitemap' });
  return {
    title: t('title'),
    description: t('intro'),
    alternates: alternatesFor(locale, '/sitemap'),
  };
}

/** CMS pages under service/ are customer service; the others are general information. */
const SERVICE_PREFIX = 'service/';

/** spec §2 /sitemap: the human-readable sitemap with categories, brands, service pages and stores. */
export default async function SitemapPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Sitemap');
  const [siteMap, brands] = await Promise.all([getSiteMap(locale), getBrands(locale)]);
  const cmsPages = siteMap?.cmsPages ?? [];
  const service = [
    { href: '/contact', label: t('contact') },
    { href: '/shipping/tracking', label: t('tracking') },
    { href: '/customer/account', label: t('account') },
    ...cmsPages
      .filter((page) => page.urlKey.startsWith(SERVICE_PREFIX))
      .map((page) => ({ href: `/${page.urlKey}`, label: page.title })),
  ];
  const information = cmsPages
    .filter((page) => !page.urlKey.startsWith(SERVICE_PREFIX))
    .map((page) => ({ href: `/${page.urlKey}`, label: page.title }));
  const stores = [
    { href: '/winkels', label: t('storeFinder') },
    ...(siteMap?.stores ?? []).map((store) => ({
      href: `/winkels/${store.code}`,
      label: store.name,
    })),
  ];

  return (
    <div className="container-shop py-4">
      <Breadcrumbs items={[{ name: t('title'), href: null }]} />
      <h1 className="mb-2 text-2xl font-bold text-brand sm:text-3xl">{t('title')}</h1>
      <p className="mb-4 text-muted">{t('intro')}</p>
      <nav aria-label={t('sections')} className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {[
            ['sitemap-categories-section', t('categories')],
            ['sitemap-brands-section', t('brands')],
            ['sitemap-service-section', t('service')],
            ['sitemap-stores-section', t('stores')],
          ].map(([id, label]) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="inline-flex min-h-10 items-center rounded border border-line bg-white px-3 font-semibold"
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {!siteMap && (
        <p role="status" className="mb-6 rounded border border-line bg-white p-4">
          {t('unavailable')}
        </p>
      )}
      <div className="flex flex-col gap-8">
        {siteMap && siteMap.categories.length > 0 && (
          <SitemapSection id="sitemap-categories-section" title={t('categories')}>
            <CategoryTree categories={siteMap.categories} />
          </SitemapSection>
        )}
        {brands.length > 0 && (
          <SitemapSection id="sitemap-brands-section" title={t('brands')}>
            <BrandIndex brands={brands} />
          </SitemapSection>
        )}
        <div className="grid gap-8 sm:grid-cols-3">
          <SitemapSection id="sitemap-service-section" title={t('service')}>
            <LinkList links={service} testId="sitemap-service" />
          </SitemapSection>
          {information.length > 0 && (
            <SitemapSection id="sitemap-information-section" title={t('information')}>
              <LinkList links={information} testId="sitemap-information" />
            </SitemapSection>
          )}
          <SitemapSection id="sitemap-stores-section" title={t('stores')}>
            <LinkList links={stores} testId="sitemap-stores" />
          </SitemapSection>
        </div>
      </div>
    </div>
  );
}
