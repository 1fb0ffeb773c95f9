import { cachedRead } from '../cached';
import { cacheTags } from '../cache-tags';
import { ActiveDealDocument } from '../generated/graphql';
import { commerceQuery } from '../transport';
import type { Deal } from '../types';
import { reshapeDeal } from './reshape-deal';

/** The weekly deal: the first active entry, null when there is none or it failed (spec §7). */
export function getActiveDeal(locale: string): Promise<Deal | null> {
  return cachedRead(
    'active-deal',
    { locale, tags: [cacheTags.catalog, cacheTags.content] },
    async () => {
      const result = await commerceQuery(ActiveDealDocument, {}, { locale });
      return result.ok
        ? { ok: true, data: reshapeDeal(result.data.activeDeal?.[0], locale) }
        : result;
    },
  );
}
