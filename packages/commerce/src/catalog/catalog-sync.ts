import type { DatabaseHandle } from '../db/connection.ts';
import type { CatalogChange } from './catalog-service.ts';

/** PostgreSQL NOTIFY channel on which writers announce catalogue changes to every engine. */
export const CATALOG_CHANNEL = 'catalog_changed';
/** NOTIFY payloads are limited to 8000 bytes; bigger changes ask for a full reload. */
const MAX_PAYLOAD = 7000;

/** Announces a change; every engine on this database (the writer too) refreshes its index. */
export async function publishCatalogChange(
  handle: DatabaseHandle,
  change: CatalogChange,
): Promise<void> {
  let payload = JSON.stringify(change);
  if (payload.length > MAX_PAYLOAD) payload = JSON.stringify({ all: true });
  await handle.notify(CATALOG_CHANNEL, payload);
}

/**
 * Announces many changed products as deltas, in payloads under NOTIFY's limit, so a large batch
 * (an ERP's stock or prices) is applied product by product instead of reloading everything.
 */
export async function publishProductChanges(
  handle: DatabaseHandle,
  ids: number[],
  what: 'productIds' | 'pricesAndStock' = 'productIds',
): Promise<void> {
  // An id and its comma take at most 11 characters.
  const perPayload = Math.floor((MAX_PAYLOAD - 20) / 11);
  for (let start = 0; start < ids.length; start += perPayload) {
    await publishCatalogChange(handle, { [what]: ids.slice(start, start + perPayload) });
  }
}

/** Cache tags for a change, for storefront pages cached by tag. */
export function tagsFor(change: CatalogChange): string[] {
  if (change.all) return ['catalog'];
  const ids = [...(change.productIds ?? []), ...(change.pricesAndStock ?? [])];
  return ['catalog', ...ids.map((id) => `product:${id}`)];
}
