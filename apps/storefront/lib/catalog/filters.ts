import { catalogConfig } from '@/lib/config/catalog';

/*
 * spec §9 generated filters: the listing's aggregations become filter groups. category_id,
 * category_uid and price are left out; a Categories link group is added when the category has
 * children, unless hidden by config; swatch for color_group or options with swatch data, link for category_id, default
 * otherwise.
 */
const filterSettings = catalogConfig.filters;

export interface RawAggregation {
  label?: string | null;
  attribute_code?: string | null;
  code?: string | null;
  type?: string | null;
  tooltip?: string | null;
  count?: number | null;
  options?:
    | ({
        label?: string | null;
        value?: string | null;
        count?: number | null;
        swatch_data?: { type?: string | null; value?: string | null } | null;
      } | null)[]
    | null;
}

export type FilterType = 'swatch' | 'link' | 'default';

export interface FilterOption {
  label: string;
  value: string;
  count: number;
  swatch: string | null;
  /** Link groups: the path the option leads to. */
  href?: string;
}

export interface FilterGroup {
  code: string;
  label: string;
  type: FilterType;
  tooltip: string | null;
  options: FilterOption[];
}

const excluded = new Set(['category_id', 'category_uid', 'price']);

export function filterType(code: string, options: { swatch: string | null }[]): FilterType {
  if (code === 'category_id') return 'link';
  if (code === 'color_group' || options.some((option) => option.swatch)) return 'swatch';
  return 'default';
}

export function buildFilterGroups(
  aggregations: readonly (RawAggregation | null)[] | null | undefined,
  options: {
    categories?: { label: string; href: string; count?: number }[];
    categoriesLabel?: string;
    hide?: readonly string[];
    /** Leaves the Categories link group out (default: the catalogue setting). */
    hideCategories?: boolean;
  } = {},
): FilterGroup[] {
  const groups: FilterGroup[] = [];
  const hideCategories = options.hideCategories ?? filterSettings.hideCategoriesFilter;
  if (options.categories?.length && !hideCategories) {
    groups.push({
      code: 'categories',
      label: options.categoriesLabel ?? 'Categories',
      type: 'link',
      tooltip: null,
      options: options.categories.map((category) => ({
        label: category.label,
        value: category.href,
        href: category.href,
        count: category.count ?? 0,
        swatch: null,
      })),
    });
  }
  for (const aggregation of aggregations ?? []) {
    const code = aggregation?.attribute_code ?? aggregation?.code;
    if (!aggregation || !code || excluded.has(code) || options.hide?.includes(code)) continue;
    const groupOptions: FilterOption[] = (aggregation.options ?? [])
      .filter((option) => option?.value && option.label)
      .map((option) => ({
        label: option!.label!,
        value: option!.value!,
        count: option!.count ?? 0,
        swatch: option!.swatch_data?.value ?? null,
      }));
    if (!groupOptions.length) continue;
    groups.push({
      code,
      label: aggregation.label ?? code,
      type: filterType(code, groupOptions),
      tooltip: aggregation.tooltip ?? null,
      options: groupOptions,
    });
  }
  return groups;
}

/** Whether a group starts open: the first `collapsibleOffset` groups and any with a choice. */
export const groupStartsOpen = (index: number, hasActive: boolean) =>
  hasActive || index < filterSettings.collapsibleOffset;

export const hasOptionSearch = (group: FilterGroup) =>
  filterSettings.optionSearch && group.options.length > filterSettings.searchOptionAmount;

/** Options always visible and those behind 'show more' (active ones never hide). */
export function splitOptions(group: FilterGroup, active: readonly string[]) {
  const visible: FilterOption[] = [];
  const more: FilterOption[] = [];
  group.options.forEach((option, index) => {
    if (index < filterSettings.optionCutoff || active.includes(option.value)) visible.push(option);
    else more.push(option);
  });
  return { visible, more };
}
