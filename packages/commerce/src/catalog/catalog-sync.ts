import { followAnnouncements } from '../db/announcements.ts';
import type { DatabaseHandle } from '../db/connection.ts';
import type { CatalogChange, CatalogService } from './catalog-service.ts';

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

/** Cache tags for a change, for storefront pages cached by tag. */
export function tagsFor(change: CatalogChange): string[] {
  if (change.all) return ['catalog'];
  return ['catalog', ...(change.productIds ?? []).map((id) => `product:${id}`)];
}

/**
 * Keeps this engine's catalogue in step with the database: each announced change is applied in
 * order (refreshes never overlap), then listeners hear which cache tags went stale. After the
 * listening connection was lost and re-established, the whole catalogue is reloaded.
 */
export async function followCatalogChanges(
  handle: DatabaseHandle,
  catalog: CatalogService,
  onApplied: (change: CatalogChange) => void,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  let queue = Promise.resolve();
  const apply = (change: CatalogChange) => {
    queue = queue
      .then(() => catalog.refresh(change))
      .then(() => onApplied(change))
      .catch(onError);
  };
  // A lost listening connection missed whatever was announced meanwhile: reload everything.
  return followAnnouncements(handle, CATALOG_CHANNEL, apply, onError, { all: true });
}
