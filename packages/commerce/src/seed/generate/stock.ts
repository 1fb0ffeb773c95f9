import { STORES, openingHours, storeEmail, storeName } from '../data/stores.ts';
import type { Random } from '../random.ts';
import type { CatalogData } from './types.ts';

/** Share of the assortment each store carries; the city-centre flagships carry everything. */
const CARRIES: Record<string, number> = {
  amsterdam: 1,
  rotterdam: 1,
  utrecht: 1,
  'den-haag': 0.9,
  eindhoven: 0.9,
};

export function storeRows(): CatalogData['stores'] {
  return STORES.map((store) => ({
    code: store.code,
    name: storeName(store),
    street: store.street,
    postcode: store.postcode,
    city: store.city,
    country: 'NL',
    phone: store.phone,
    email: storeEmail(store),
    latitude: store.latitude,
    longitude: store.longitude,
    openingHours: openingHours(store.week),
  }));
}

/**
 * Stock per store for every sellable article (simple products and configurable children;
 * bundles and configurable parents have no stock of their own). A row with qty 0 means the
 * store carries the article but has sold out.
 */
export function addStoreStock(data: CatalogData, r: Random): void {
  for (const product of data.products) {
    if (product.typeId !== 'simple') continue;
    const unavailable = product.status === 'Uit assortiment' || product.status === 'Pre-order';
    const bulky = product.shipmentType?.startsWith('Bezorging') ?? false;
    for (const store of STORES) {
      if (!r.chance(CARRIES[store.code] ?? 0.6)) continue;
      const qty = unavailable || r.chance(0.3) ? 0 : r.int(1, bulky ? 4 : 12);
      data.storeStock.push({ productId: product.id, storeCode: store.code, qty });
    }
  }
}
