import type { PhysicalStoreFieldsFragment } from '../generated/graphql';
import { present } from '../values';
import type { PhysicalStore, StoreOpeningDay } from './types';

function openingWeek(lines: PhysicalStoreFieldsFragment['opening_hours']): StoreOpeningDay[] {
  const byDay = new Map(present(lines ?? []).map((line) => [line.weekday, line]));
  return [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
    const line = byDay.get(weekday);
    return { weekday, open: line?.open ?? null, close: line?.close ?? null };
  });
}

/** The engine's store as the storefront shows it; server and browser use it. */
export function reshapeStore(store: PhysicalStoreFieldsFragment): PhysicalStore {
  const hasPosition = store.latitude != null && store.longitude != null;
  return {
    code: store.code,
    name: store.name,
    street: store.street ?? '',
    postcode: store.postcode ?? '',
    city: store.city ?? '',
    country: store.country ?? 'NL',
    phone: store.phone ?? null,
    email: store.email ?? null,
    position: hasPosition ? { lat: store.latitude!, lng: store.longitude! } : null,
    openingHours: openingWeek(store.opening_hours),
  };
}
