import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { NotFoundTexts } from '@/components/errors/not-found-texts';
import { routing } from '@/i18n/routing';

/** The 404 page's title in the page's language: the boundary's metadata gets the locale segment. */
export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale: asked } = await params;
  const locale = hasLocale(routing.locales, asked) ? asked : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'Errors' });
  return { title: t('notFoundTitle') };
}

export default function NotFound() {
  return <NotFoundTexts />;
}
