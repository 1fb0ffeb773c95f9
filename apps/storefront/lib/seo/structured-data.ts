import type { GeneralInformation } from '@/lib/commerce/types';
import { layoutConfig } from '@/lib/config/layout';
import { sellerDetails } from '@/lib/layout/seller';

/**
 * spec §2: the website for search engines (not on /winkels: that route lives outside the (site)
 * group whose layout emits it), with site name, search action, publisher
 * organisation with its logo (161x64), contact address and tax id.
 */
export function websiteStructuredData(input: {
  siteUrl: string;
  searchUrlTemplate: string;
  info: GeneralInformation;
  logoUrl: string;
}) {
  const { info, siteUrl } = input;
  const seller = sellerDetails(info);
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: info.storeName,
    url: `${siteUrl}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: input.searchUrlTemplate },
      'query-input': 'required name=search_term_string',
    },
    publisher: {
      '@type': 'Organization',
      name: info.storeName,
      url: `${siteUrl}/`,
      logo: { '@type': 'ImageObject', url: input.logoUrl, ...layoutConfig.logo },
      legalName: seller.name,
      email: seller.email,
      telephone: seller.phone,
      taxID: seller.vatId,
      vatID: seller.vatId,
      address: {
        '@type': 'PostalAddress',
        streetAddress: seller.street,
        postalCode: info.address.postcode,
        addressLocality: info.address.city,
        addressCountry: seller.country,
      },
    },
  };
}

/** JSON for a `<script type="application/ld+json">`, safe against `</script>` in values. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
