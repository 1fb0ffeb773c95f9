import type { PhysicalStore } from '@/lib/commerce/stores/types';

const schemaDays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * spec §2: LocalBusiness structured data per store, as schema.org `Store`: address, geo,
 * telephone, url and the week's opening hours (days with the same hours grouped).
 */
export function storeStructuredData(
  store: PhysicalStore,
  input: { pageUrl: string; telephone: string | null },
) {
  const groups = new Map<string, string[]>();
  for (const day of store.openingHours) {
    if (!day.open || !day.close) continue;
    const key = `${day.open}-${day.close}`;
    groups.set(key, [...(groups.get(key) ?? []), schemaDays[day.weekday]!]);
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    '@id': `${input.pageUrl}#store`,
    name: store.name,
    url: input.pageUrl,
    ...(input.telephone ? { telephone: input.telephone } : {}),
    ...(store.email ? { email: store.email } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: store.street,
      postalCode: store.postcode,
      addressLocality: store.city,
      addressCountry: store.country,
    },
    ...(store.position
      ? {
          geo: {
            '@type': 'GeoCoordinates',
            latitude: store.position.lat,
            longitude: store.position.lng,
          },
        }
      : {}),
    openingHoursSpecification: [...groups].map(([hours, dayOfWeek]) => {
      const [opens, closes] = hours.split('-');
      return { '@type': 'OpeningHoursSpecification', dayOfWeek, opens, closes };
    }),
  };
}
