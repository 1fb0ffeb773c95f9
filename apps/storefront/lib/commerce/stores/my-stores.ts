import { browserQuery } from '../browser-query';
import { PhysicalStoresDocument } from '../generated/graphql';
import { present } from '../values';
import { reshapeStore } from './reshape-store';
import type { PhysicalStore } from './types';

/** The stores for the my-store picker, read from the browser; null when they could not be. */
export async function fetchStoresForPicker(signal?: AbortSignal): Promise<PhysicalStore[] | null> {
  const data = await browserQuery(PhysicalStoresDocument, {}, signal);
  return data ? present(data.physicalStores ?? []).map(reshapeStore) : null;
}
