import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPhysicalStores, getProductInStores } from '@/lib/commerce/stores';
import { getLayoutData } from '@/lib/commerce';
import { alternatesFor } from '@/lib/seo/alternates';
import { locatorQuery } from '@/lib/stores/locator-query';
import { StoreLocator } from '@/components/stores/store-locator';

// Rendered per request: the query (`?sku=`, `?city=`) shapes the page, stock is never cached,
// and 'open now' is the present's; the stores themselves come from the data cache.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Stores' });
  const [stores, layout] = await Promise.all([
    getPhysicalStores(locale),
    getLayoutData(locale).catch(() => null),
  ]);
  return {
    title: t('title'),
    description: t('metaDescription', {
      count: stores?.length ?? 0,
      shop: layout?.generalInformation.storeName ?? '',
    }),
    alternates: alternatesFor(locale, '/winkels'),
  };
}

/**
 * spec §2 store finder. Lives outside (site): no website structured data on /winkels paths.
 * `?city=` filters the list, `?sku=` (from a product page) shows that product's stock per store.
 */
export default async function StoresPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const stores = (await getPhysicalStores(locale)) ?? [];
  const { city, sku } = locatorQuery(
    await searchParams,
    stores.map((store) => store.city),
  );
  const product = sku ? await getProductInStores(sku, locale) : null;
  return (
    <StoreLocator
      stores={stores}
      locale={locale}
      now={new Date()}
      city={city}
      sku={sku}
      product={product}
    />
  );
}
