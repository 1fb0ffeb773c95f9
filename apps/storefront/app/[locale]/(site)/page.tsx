import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { getCmsPage } from '@/lib/commerce';
import { CompareBar } from '@/components/compare/compare-bar';
import { RecentlyViewed } from '@/components/recently-viewed/recently-viewed-on-demand';
import { ContentBlocks } from '@/components/content/content-blocks';
import { convertBlocks } from '@/components/content/convert';
import { alternatesFor } from '@/lib/seo/alternates';

export const revalidate = 10;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const page = await getCmsPage('home', locale);
  return {
    ...(page?.metaTitle ? { title: { absolute: page.metaTitle } } : {}),
    ...(page?.metaDescription ? { description: page.metaDescription } : {}),
    alternates: alternatesFor(locale, '/'),
  };
}

/** The home page, built from the engine's page-builder content. */
export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const page = await getCmsPage('home', locale);
  const blocks = convertBlocks(page?.blocks ?? []);
  const hasH1 = JSON.stringify(blocks).includes('"level":1');
  return (
    <>
      {!hasH1 ? <h1 className="sr-only">{page?.title ?? 'Stroomhuis'}</h1> : null}
      <ContentBlocks blocks={blocks} />
      <RecentlyViewed />
      {/* Its product blocks have compare checkboxes (spec §2 compare toast). */}
      <CompareBar />
    </>
  );
}
