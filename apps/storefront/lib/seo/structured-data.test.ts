import { describe, expect, it } from 'vitest';
import { jsonLd, websiteStructuredData } from './structured-data';
import { fallbackLayout } from '@/lib/layout/fallback-layout';

describe('website structured data (spec §2)', () => {
  it('names the site, the search action and the publisher with a 161x64 logo', () => {
    const data = websiteStructuredData({
      siteUrl: 'https://shop.example',
      searchUrlTemplate: 'https://shop.example/search/{search_term_string}',
      info: { ...fallbackLayout.generalInformation, taxId: 'NL1' },
      logoUrl: 'https://shop.example/images/logo.svg',
    });
    expect(data.potentialAction.target.urlTemplate).toContain('{search_term_string}');
    expect(data.publisher.logo).toMatchObject({ width: 161, height: 64 });
    expect(data.publisher.taxID).toBe('NL1');
    expect(jsonLd({ a: '</script>' })).not.toContain('</script>');
  });
});
