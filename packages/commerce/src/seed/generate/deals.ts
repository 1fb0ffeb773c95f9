import { priceText } from '../../content/price-text.ts';
import type { DealTexts } from '../../deals/schema.ts';
import { pageTranslations } from '../content/translate.ts';
import { addDays, shopDate, shopWeekStart } from '../dates.ts';
import type { Random } from '../random.ts';
import { discountedCents } from './pricing.ts';
import type { GenerationState, ListedProduct } from './state.ts';

/** Weeks of weekly deals around `now`: four past, the running one and two to come. */
const DEAL_WEEKS = [-4, -3, -2, -1, 0, 1, 2];

/** Prices are formatted by the page's language (`content/price-text.ts`). */
const euros = priceText;

/** A deal's Dutch texts and their French, German and English versions. */
function withTranslations<
  T extends { name: string; subtitle: string | null; buttonText: string | null },
>(deal: T): T & { translations: ReturnType<typeof pageTranslations<DealTexts>> } {
  const texts: DealTexts = {
    name: deal.name,
    subtitle: deal.subtitle,
    buttonText: deal.buttonText,
  };
  return { ...deal, translations: pageTranslations(texts) };
}

/**
 * Weekly deals (spec §3 Deal) from Monday 00:00 to the next Monday in the shop's time zone, and
 * one fallback deal (action type 3) for when none runs. The running deal's product is put on
 * sale until the deal ends.
 */
export function addDeals(state: GenerationState, r: Random): void {
  const { data, now } = state;
  const candidates = [...state.listed.values()]
    .flat()
    .filter(
      (p) =>
        p.row.typeId === 'simple' &&
        p.row.status === 'Actief' &&
        p.row.stockStatus === 'IN_STOCK' &&
        p.row.priceCents >= 100_00,
    );
  const pool = r.sample(candidates, DEAL_WEEKS.length);

  DEAL_WEEKS.forEach((week, index) => {
    const product = pool[index % Math.max(1, pool.length)];
    const startDate = shopWeekStart(now, week);
    const endDate = shopWeekStart(now, week + 1);
    if (product && week === 0) putOnSale(product, shopDate(addDays(endDate, -1)));
    const p = product?.row;
    const link = p && index % 3 !== 2 ? `/${p.urlKey}` : null;
    data.deals.push(
      withTranslations({
        id: data.deals.length + 1,
        name: p ? `Weekdeal: ${p.name}` : 'Weekdeal',
        subtitle: product ? subtitle(product) : null,
        imageUrl: product?.images[0] ? `/media/${product.images[0]}` : null,
        contentLink: link,
        // One deal has button text but no link: the storefront must then show no button (spec §3).
        buttonText: link || index === 2 ? r.pick(['Bekijk deal', 'Naar de deal', 'Shop nu']) : null,
        productId: p?.id ?? null,
        startDate,
        endDate,
        darkOrLight: index % 2,
        actionType: 1,
      }),
    );
  });

  data.deals.push(
    withTranslations({
      id: data.deals.length + 1,
      name: 'Elke week nieuwe deals',
      subtitle: 'Bekijk alle aanbiedingen en cashbackacties',
      imageUrl: `/media/${data.categories[0]?.image ?? ''}`,
      contentLink: '/acties/cashback',
      buttonText: 'Bekijk alle acties',
      productId: null,
      startDate: shopWeekStart(now, -52),
      endDate: shopWeekStart(now, 520),
      darkOrLight: 0,
      actionType: 3,
    }),
  );
}

function putOnSale(product: ListedProduct, until: string): void {
  const row = product.row;
  row.specialPriceCents ??= discountedCents(row.priceCents, 15);
  row.specialToDate = until;
  product.finalCents = row.specialPriceCents;
  // The store price is no longer lower than the deal price.
  const labels = (row.labels ?? []).filter(
    (label) =>
      label !== 'cheaper_in_store' || (row.priceInStoreCents ?? Infinity) < product.finalCents,
  );
  row.labels = labels.includes('sale') ? labels : ['sale', ...labels];
}

function subtitle(product: ListedProduct): string {
  const { row, finalCents } = product;
  return finalCents < row.priceCents
    ? `Nu ${euros(finalCents)} in plaats van ${euros(row.priceCents)}`
    : `Deze week met gratis bezorging${row.shipmentType?.startsWith('Bezorging') ? ' en installatie' : ''}`;
}
