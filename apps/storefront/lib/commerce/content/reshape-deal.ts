import type { ActiveDealQuery } from '../generated/graphql';
import { reshapeProduct } from '../catalog/reshape-product';
import type { Deal } from '../types';
import { mediaUrl } from '../values';
import { fillContentPrices, fillOptionalPrices } from '@/lib/format/content-prices';

type DealFields = NonNullable<NonNullable<ActiveDealQuery['activeDeal']>[number]>;

/**
 * spec §3 Deal mapping: dark_or_light 0 is the dark theme, action_type 3 the fallback deal, and
 * the button exists only when both its text and link do.
 */
export function reshapeDeal(raw: DealFields | null | undefined, locale: string): Deal | null {
  if (!raw?.name || !raw.end_date) return null;
  return {
    title: fillContentPrices(raw.name, locale),
    subTitle: fillOptionalPrices(raw.subtitle ?? null, locale),
    image: mediaUrl(raw.image_url),
    theme: raw.dark_or_light === 0 ? 'dark' : 'light',
    expirationDate: raw.end_date,
    isFallback: raw.action_type === 3,
    button:
      raw.button_text && raw.content_link
        ? { label: raw.button_text, href: raw.content_link }
        : null,
    product: reshapeProduct(raw.product),
  };
}
