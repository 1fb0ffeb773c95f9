import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { buildListingHref, withPage, type ListingState } from '@/lib/catalog/listing-url';

/** Numbered pages around the current one, first and last always present. */
export function pageWindow(page: number, total: number, spread = 1): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let n = 1; n <= total; n++) {
    if (n === 1 || n === total || Math.abs(n - page) <= spread) pages.push(n);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

export function Pagination({
  state,
  basePath,
  totalPages,
  query = '',
}: {
  state: ListingState;
  basePath: string;
  totalPages: number;
  query?: string;
}) {
  const t = useTranslations('catalog');
  if (totalPages <= 1) return null;
  const href = (page: number) => buildListingHref(basePath, withPage(state, page)) + query;
  const linkClass =
    'inline-flex min-h-10 min-w-10 items-center justify-center rounded border border-line px-2 text-sm';
  return (
    <nav
      aria-label={t('pagination')}
      className="mt-6 flex flex-wrap items-center justify-center gap-1"
    >
      {state.page > 1 ? (
        <Link prefetch={false} href={href(state.page - 1)} rel="prev" className={linkClass}>
          {t('previous')}
        </Link>
      ) : null}
      {pageWindow(state.page, totalPages).map((page, index) =>
        page === null ? (
          <span key={`gap-${index}`} className="px-1 text-muted">
            …
          </span>
        ) : (
          <Link
            key={page}
            prefetch={false}
            href={href(page)}
            aria-label={t('pageN', { page })}
            aria-current={page === state.page ? 'page' : undefined}
            className={`${linkClass} ${page === state.page ? 'bg-brand text-white' : 'bg-white'}`}
          >
            {page}
          </Link>
        ),
      )}
      {state.page < totalPages ? (
        <Link prefetch={false} href={href(state.page + 1)} rel="next" className={linkClass}>
          {t('next')}
        </Link>
      ) : null}
    </nav>
  );
}
