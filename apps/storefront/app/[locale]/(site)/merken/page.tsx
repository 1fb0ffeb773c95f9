import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BrandLinks } from '@/components/catalog/brand-links';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { getBrands } from '@/lib/commerce';
import { groupBrands } from '@/lib/catalog/brands';
import { alternatesFor } from '@/lib/seo/alternates';

export const revalidate = 10;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'catalog' });
  return { title: t('brandsTitle'), alternates: alternatesFor(locale, '/merken') };
}

/** spec §2 brands page: an index grouped a to z. */
export default async function BrandsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('catalog');
  const groups = groupBrands(await getBrands(locale));
  return (
    <div className="container-shop py-4">
      <Breadcrumbs items={[{ name: t('brandsTitle'), href: null }]} />
      <h1 className="mb-4 text-2xl font-bold text-brand sm:text-3xl">{t('brandsTitle')}</h1>
      {groups.length === 0 ? (
        <p
          className="rounded border border-line bg-white p-8 text-center"
          data-testid="brands-empty"
        >
          {t('noBrands')}
        </p>
      ) : (
        <>
          <nav aria-label={t('brandLetters')} className="mb-6">
            <ul className="flex flex-wrap gap-1">
              {groups.map((group) => (
                <li key={group.letter}>
                  <a
                    href={`#brands-${group.letter}`}
                    className="inline-flex size-10 items-center justify-center rounded border border-line bg-white font-semibold uppercase"
                  >
                    {group.letter}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {groups.map((group) => (
              <section
                key={group.letter}
                id={`brands-${group.letter}`}
                aria-labelledby={`letter-${group.letter}`}
              >
                <h2
                  id={`letter-${group.letter}`}
                  className="mb-2 text-xl font-bold text-brand uppercase"
                >
                  {group.letter}
                </h2>
                <BrandLinks brands={group.brands} showCounts />
              </section>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
