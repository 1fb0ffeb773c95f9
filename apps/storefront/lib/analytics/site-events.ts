import { analyticsConfig } from '@/lib/config/analytics';
import { categoryFields, type EcommerceItem } from './ecommerce';

/**
 * spec §3 analytics, the events besides the cart's and checkout's: search, select_item, menu
 * and filter selection, and GA4's account events. Names follow GA4: recommended events where
 * one fits (search, select_item, select_content, login, sign_up), otherwise a custom name
 * (filter_selection) with snake_case parameters of at most 100 characters.
 */
const bounded = (text: string) => text.trim().slice(0, analyticsConfig.maxParameterLength);

export interface SearchEvent {
  event: 'search';
  search_term: string;
}

export const searchEvent = (term: string): SearchEvent => ({
  event: 'search',
  search_term: bounded(term),
});

/** A product in a list the shopper picks from (search results, autocomplete); price in euros. */
export interface TrackedItem {
  sku: string;
  name: string;
  brand?: string | null;
  price?: number | null;
  currency?: string | null;
  /** Category names from the top level down; the model keeps up to five levels (spec §9). */
  categories?: string[];
}

export interface SelectItemEvent {
  event: 'select_item';
  ecommerce: { item_list_id: string; item_list_name: string; items: EcommerceItem[] };
}

/** `index` counts from 0 within the list. */
export function selectItemEvent(item: TrackedItem, index: number, list: string): SelectItemEvent {
  const entry: EcommerceItem = {
    index,
    item_id: item.sku,
    item_name: item.name,
    quantity: 1,
    currency: item.currency || analyticsConfig.defaultCurrency,
  };
  if (item.brand) entry.item_brand = item.brand;
  if (typeof item.price === 'number') entry.price = item.price;
  Object.assign(entry, categoryFields(item.categories));
  return {
    event: 'select_item',
    ecommerce: { item_list_id: list, item_list_name: list, items: [entry] },
  };
}

export type MenuType = 'mega_menu' | 'mobile_menu';

/**
 * A menu link followed (spec §3 menu selection): GA4's recommended select_content with
 * content_type 'menu_item', the link as content_id, and the path of names from the top level
 * ('Huishouden > Wassen & drogen > Wasmachines') as menu_path.
 */
export interface MenuSelectionEvent {
  event: 'select_content';
  content_type: 'menu_item';
  content_id: string;
  menu_type: MenuType;
  menu_path: string;
}

export const menuPathSeparator = ' > ';

export function menuSelectionEvent(
  menu: MenuType,
  path: readonly string[],
  link: string,
): MenuSelectionEvent {
  return {
    event: 'select_content',
    content_type: 'menu_item',
    content_id: bounded(link),
    menu_type: menu,
    menu_path: bounded(
      path
        .map((name) => name.trim())
        .filter(Boolean)
        .join(menuPathSeparator),
    ),
  };
}

/**
 * A catalogue filter option clicked (spec §3 filter selection): custom filter_selection with the
 * group's and option's labels as shown, and whether the click selects or clears the option.
 */
export interface FilterSelectionEvent {
  event: 'filter_selection';
  filter_group: string;
  filter_value: string;
  filter_action: 'select' | 'deselect';
}

export function filterSelectionEvent(
  group: string,
  value: string,
  selected: boolean,
): FilterSelectionEvent {
  return {
    event: 'filter_selection',
    filter_group: bounded(group),
    filter_value: bounded(value),
    filter_action: selected ? 'select' : 'deselect',
  };
}

/** GA4's recommended account events, with the one method the shop offers. */
export interface AccountEvent {
  event: 'login' | 'sign_up';
  method: 'email';
}

export const accountEvent = (name: AccountEvent['event']): AccountEvent => ({
  event: name,
  method: 'email',
});
