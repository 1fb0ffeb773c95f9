import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import {
  groupStartsOpen,
  hasOptionSearch,
  splitOptions,
  type FilterGroup,
  type FilterOption,
} from '@/lib/catalog/filters';
import {
  activeFilterCount,
  buildListingHref,
  clearFilters,
  toggleFilter,
  type ListingState,
} from '@/lib/catalog/listing-url';
import { OptionSearch } from './option-search';
import { filterLinkAttributes } from '@/lib/analytics/selection-attributes';

/**
 * The filter panel (spec §9 generated filters). Every option is a link to its URL, so it works
 * without JavaScript; collapsing and 'show more' are <details> elements.
 */
export function FilterPanel({
  groups,
  state,
  basePath,
  idPrefix,
}: {
  groups: FilterGroup[];
  state: ListingState;
  basePath: string;
  idPrefix: string;
}) {
  const t = useTranslations('catalog');
  const count = activeFilterCount(state);
  return (
    <nav aria-label={t('filters')} className="flex flex-col gap-3" data-testid="filter-panel">
      {count > 0 ? (
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm font-semibold">{t('activeFilters', { count })}</p>
          <Link
            prefetch={false}
            rel="nofollow"
            href={buildListingHref(basePath, clearFilters(state))}
            className="text-sm text-accent underline"
          >
            {t('clearAll')}
          </Link>
        </div>
      ) : null}
      {groups.map((group, index) => {
        const active = state.filters[group.code] ?? [];
        const { visible, more } = splitOptions(group, active);
        const listId = `${idPrefix}-${group.code}`;
        const option = (item: FilterOption) => (
          <FilterOptionLink
            key={item.value}
            group={group}
            option={item}
            active={active.includes(item.value)}
            href={
              item.href ?? buildListingHref(basePath, toggleFilter(state, group.code, item.value))
            }
          />
        );
        return (
          <details
            key={group.code}
            open={groupStartsOpen(index, active.length > 0)}
            className="border-b border-line pb-3"
            data-filter={group.code}
          >
            <summary className="flex cursor-pointer items-center justify-between py-1 font-semibold">
              <span>
                {group.label}
                {active.length ? (
                  <span className="ml-1 text-sm font-normal text-muted">({active.length})</span>
                ) : null}
              </span>
            </summary>
            {group.tooltip ? <p className="mb-2 text-xs text-muted">{group.tooltip}</p> : null}
            {hasOptionSearch(group) ? (
              <OptionSearch listId={listId} label={t('searchOptions', { group: group.label })} />
            ) : null}
            <ul
              id={listId}
              className={
                group.type === 'swatch' ? 'flex flex-col gap-1' : 'flex flex-col gap-1 text-sm'
              }
            >
              {visible.map(option)}
            </ul>
            {more.length ? (
              <details className="mt-1">
                <summary className="cursor-pointer text-sm text-brand underline">
                  {t('showMore', { count: more.length })}
                </summary>
                <ul className="mt-1 flex flex-col gap-1 text-sm" data-more-of={listId}>
                  {more.map(option)}
                </ul>
              </details>
            ) : null}
          </details>
        );
      })}
    </nav>
  );
}

function FilterOptionLink({
  group,
  option,
  active,
  href,
}: {
  group: FilterGroup;
  option: FilterOption;
  active: boolean;
  href: string;
}) {
  return (
    <li data-option-label={option.label.toLowerCase()}>
      <Link
        prefetch={false}
        rel="nofollow"
        href={href}
        aria-current={active ? 'true' : undefined}
        {...filterLinkAttributes(group.label, option.label, active)}
        className="flex min-h-8 items-center gap-2 rounded px-1 text-sm hover:bg-brand-light"
      >
        {group.type === 'link' ? null : (
          <span
            aria-hidden="true"
            className={`inline-flex size-4 shrink-0 items-center justify-center border ${
              group.type === 'swatch' ? 'rounded-full' : 'rounded-sm'
            } ${active ? 'border-brand ring-2 ring-brand ring-offset-1' : 'border-muted'}`}
            style={option.swatch ? { backgroundColor: option.swatch } : undefined}
          >
            {active && !option.swatch ? <span className="size-2 rounded-sm bg-brand" /> : null}
          </span>
        )}
        <span className={active ? 'font-semibold' : undefined}>{option.label}</span>
        {option.count ? <span className="ml-auto text-xs text-muted">{option.count}</span> : null}
      </Link>
    </li>
  );
}
