import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getCmsPage } from '@/lib/commerce';
import { ContentBlocks } from '@/components/content/content-blocks';
import { convertBlocks } from '@/components/content/convert';
import { CompareBar } from '@/components/compare/compare-bar';
import { alternatesFor } from '@/lib/seo/alternates';

export const revalidate = 10;

/** The CMS page whose blocks this catalogue shows (seeded with every block type). */
const identifier = 'blocks';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Content' });
  const page = await getCmsPage(identifier, locale);
  return {
    title: page?.title ?? t('blocksTitle'),
    description: page?.metaDescription ?? t('blocksIntro'),
    alternates: alternatesFor(locale, '/blocks'),
    // A showcase for the shop's editors, not a page for search engines.
    robots: { index: false, follow: false },
  };
}

/**
 * /{locale}/blocks: every page-builder block type with demo content, from the CMS page `blocks`
 * (a static segment, so it wins over the catch-all that would show it as a plain CMS page).
 */
export default async function BlocksPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Content');
  const page = await getCmsPage(identifier, locale);
  if (!page) notFound();
  const blocks = convertBlocks(page.blocks);
  return (
    <>
      <header className="container-shop pt-6">
        <h1 className="text-3xl font-bold text-brand md:text-4xl">{page.title}</h1>
        <p className="mt-2 max-w-2xl text-muted">{t('blocksIntro')}</p>
      </header>
      <ContentBlocks blocks={blocks} />
      <CompareBar />
    </>
  );
}
