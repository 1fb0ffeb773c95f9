import { analyticsConfig } from '@/lib/config/analytics';

/**
 * spec §3 analytics: the search and select-item events of the e-commerce tracking model, pushed to
 * `window.dataLayer` only when tracking is configured (NEXT_PUBLIC_GTM_ID).
 */
export const trackingConfigured = (): boolean => analyticsConfig.tagManagerId !== null;

export interface TrackedItem {
  sku: string;
  name: string;
  brand?: string | null;
  price?: number | null;
  currency?: string | null;
  /** Category names from the top level down; the model keeps up to five levels (spec §9). */
  categories?: string[];
}

export interface SearchEvent {
  event: 'search';
  search_term: string;
}

export interface SelectItemEvent {
  event: 'select_item';
  ecommerce: {
    item_list_id: string;
    item_list_name: string;
    items: Record<string, string | number>[];
  };
}

export function searchEvent(term: string): SearchEvent {
  return { event: 'search', search_term: term.trim() };
}

/** `index` counts from 0 within the list. */
export function selectItemEvent(item: TrackedItem, index: number, list: string): SelectItemEvent {
  const entry: Record<string, string | number> = {
    index,
    item_id: item.sku,
    item_name: item.name,
    quantity: 1,
    currency: item.currency || analyticsConfig.defaultCurrency,
  };
  if (item.brand) entry.item_brand = item.brand;
  if (typeof item.price === 'number') entry.price = item.price;
  (item.categories ?? []).slice(0, analyticsConfig.maxCategoryLevels).forEach((name, level) => {
    entry[level === 0 ? 'item_category' : `item_category${level + 1}`] = name;
  });
  return {
    event: 'select_item',
    ecommerce: { item_list_id: list, item_list_name: list, items: [entry] },
  };
}

type DataLayerWindow = { dataLayer?: unknown[] };

/** Pushes when tracking is configured; a page without tracking gets no data layer at all. */
export function pushEvent(
  event: SearchEvent | SelectItemEvent,
  target: DataLayerWindow | undefined = typeof window === 'undefined'
    ? undefined
    : (window as DataLayerWindow),
  configured: boolean = trackingConfigured(),
): boolean {
  if (!configured || !target) return false;
  target.dataLayer ??= [];
  // GA4 asks to clear the previous ecommerce object before pushing a new one.
  if ('ecommerce' in event) target.dataLayer.push({ ecommerce: null });
  target.dataLayer.push(event);
  return true;
}
