/**
 * The listing sort fields (spec §9) with the label the storefront shows, in the order of its sort
 * menu. The index's sort check, the GraphQL sort input and `sort_fields` all read this list, so a
 * new sort field is added here once.
 */
export const sortFields = [
  { field: 'position', label: 'Positie' },
  { field: 'price', label: 'Prijs' },
  { field: 'name', label: 'Naam' },
  { field: 'newest', label: 'Nieuwste' },
  { field: 'best_selling', label: 'Best verkocht' },
  { field: 'featured', label: 'Uitgelicht' },
  { field: 'relevance', label: 'Relevantie' },
] as const;

export type SortField = (typeof sortFields)[number]['field'];
export type SortDirection = 'ASC' | 'DESC';

const names: ReadonlySet<string> = new Set(sortFields.map(({ field }) => field));

export function isSortField(name: unknown): name is SortField {
  return typeof name === 'string' && names.has(name);
}
