import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { buildListingHref, withSort, type ListingState } from '@/lib/catalog/listing-url';

/** spec §9 sort options as links (a <details> dropdown: works without JavaScript). */
export function SortMenu({
  state,
  basePath,
  options,
  query = '',
}: {
  state: ListingState;
  basePath: string;
  options: readonly string[];
  query?: string;
}) {
  const t = useTranslations('catalog');
  const current = state.sort && options.includes(state.sort) ? state.sort : options[0]!;
  return (
    <details className="relative" data-testid="sort-menu">
      <summary className="flex min-h-10 cursor-pointer items-center gap-1 rounded border border-line bg-white px-3 text-sm">
        <span className="text-muted">{t('sortBy')}</span>
        <span className="font-semibold">{t(`sort.${current}`)}</span>
      </summary>
      <ul className="absolute right-0 z-30 mt-1 w-56 rounded border border-line bg-white py-1 shadow-lg">
        {options.map((option) => (
          <li key={option}>
            <Link
              prefetch={false}
              rel="nofollow"
              href={
                buildListingHref(basePath, withSort(state, option === options[0] ? null : option)) +
                query
              }
              aria-current={option === current ? 'true' : undefined}
              className={`block px-3 py-2 text-sm hover:bg-brand-light ${option === current ? 'font-semibold text-brand' : ''}`}
            >
              {t(`sort.${option}`)}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
