import type { ReactNode } from 'react';
import { getLayoutData } from '@/lib/commerce';
import { siteConfig } from '@/lib/config/site';
import { localizedPath } from '@/lib/i18n/locales';
import { jsonLd, websiteStructuredData } from '@/lib/seo/structured-data';

/**
 * Pages of the shop proper carry the website's structured data (spec §2); /winkels lives
 * outside this group because it must not.
 */
export default async function SiteLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  const layout = await getLayoutData(locale).catch(() => null);
  const data = layout
    ? websiteStructuredData({
        siteUrl: siteConfig.url,
        searchUrlTemplate: `${siteConfig.url}${localizedPath(locale, '/search')}/{search_term_string}`,
        info: layout.generalInformation,
        logoUrl: `${siteConfig.url}/images/logo.svg`,
      })
    : null;
  return (
    <>
      {data ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />
      ) : null}
      {children}
    </>
  );
}
