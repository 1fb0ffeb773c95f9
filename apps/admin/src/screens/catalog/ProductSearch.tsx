import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useId, useMemo, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/Button';
import { inputClass } from '@/components/FilterField';
import { ListStates } from '@/components/ListStates';
import { DataTable, KeysetPager } from '@/components/DataTable';
import { PageHeader } from '@/components/PageHeader';
import {
  AdminProductSearchDocument,
  type AdminProductSearchQuery,
  type AdminProductStatus,
} from '@/generated/graphql';
import { adminRequest } from '@/lib/admin-client';
import { paramsFromForm } from '@/lib/filter-params';
import { formatCents, useLanguage, useMessages } from '@/lib/i18n';
import { catalogMessages } from './messages';

type ProductRow = AdminProductSearchQuery['adminProducts']['items'][number];
const column = createColumnHelper<ProductRow>();
const pageSize = 25;
const statuses: AdminProductStatus[] = ['ONLINE', 'OFFLINE'];

export const productPath = (sku: string) => `/catalog/products/${encodeURIComponent(sku)}`;

/**
 * Products found by the shop's own search (name, sku, EAN), offline ones and variants too, best
 * match first. The search, the status and the page live in the address, so a reload or a link
 * shows the same list.
 */
export function ProductSearch() {
  const t = useMessages(catalogMessages);
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const search = params.get('q')?.trim() || null;
  const statusParam = params.get('status');
  const status = statuses.includes(statusParam as AdminProductStatus)
    ? (statusParam as AdminProductStatus)
    : null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useQuery({
    queryKey: ['adminProducts', search, status, page],
    queryFn: async () =>
      (await adminRequest(AdminProductSearchDocument, { search, status, page, pageSize }))
        .adminProducts,
    placeholderData: keepPreviousData,
  });

  const columns = useMemo(
    () => [
      column.accessor('sku', {
        header: t('sku'),
        cell: (info) => (
          <Link className="font-mono text-blue-700 underline" to={productPath(info.getValue())}>
            {info.getValue()}
          </Link>
        ),
      }),
      column.display({
        id: 'name',
        header: t('name'),
        cell: ({ row }) => (
          <>
            <span className="block">{row.original.name}</span>
            {row.original.parent_sku && (
              <span className="block text-slate-600">
                {t('variantOf', { sku: row.original.parent_sku })}
              </span>
            )}
          </>
        ),
      }),
      column.accessor('type_id', { header: t('type') }),
      column.accessor('status', {
        header: t('status'),
        cell: (info) => t(`status.${info.getValue()}`),
      }),
      column.accessor('price_cents', {
        header: t('price'),
        cell: (info) => formatCents(info.getValue(), language),
      }),
      column.display({
        id: 'special',
        header: t('specialPrice'),
        cell: ({ row }) =>
          row.original.special_price_cents == null ? (
            '–'
          ) : (
            <>
              {formatCents(row.original.special_price_cents, language)}
              {!row.original.special_price_active && (
                <span className="block text-slate-600">{t('specialInactive')}</span>
              )}
            </>
          ),
      }),
      column.accessor('salable_qty', { header: t('salable') }),
    ],
    [t, language],
  );

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setParams(paramsFromForm(event.currentTarget, ['q', 'status']));
  };
  const toPage = (next: number) => {
    const copy = new URLSearchParams(params);
    copy.set('page', String(next));
    setParams(copy);
  };

  const searchId = useId();
  const statusId = useId();
  const list = query.data;
  return (
    <>
      <PageHeader
        title={t('title')}
        actions={
          <Link
            to="/catalog/import"
            className="inline-flex min-h-10 items-center rounded border border-slate-400 bg-white px-4 py-2 text-sm font-medium hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none"
          >
            {t('importLink')}
          </Link>
        }
      />
      <form
        onSubmit={apply}
        key={params.toString()}
        role="search"
        aria-label={t('title')}
        className="mb-4 grid grid-cols-1 gap-3 rounded border border-slate-300 bg-white p-4 sm:grid-cols-[2fr_1fr_auto]"
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={searchId} className="text-sm font-medium">
            {t('search')}
          </label>
          <input
            id={searchId}
            name="q"
            type="search"
            maxLength={100}
            aria-describedby={`${searchId}-hint`}
            defaultValue={search ?? ''}
            className={inputClass}
          />
          <span id={`${searchId}-hint`} className="text-xs text-slate-600">
            {t('searchHint')}
          </span>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={statusId} className="text-sm font-medium">
            {t('status')}
          </label>
          <select id={statusId} name="status" defaultValue={status ?? ''} className={inputClass}>
            <option value="">{t('anyStatus')}</option>
            {statuses.map((value) => (
              <option key={value} value={value}>
                {t(`status.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-center gap-2 sm:pt-6">
          <Button type="submit" look="primary">
            {t('show')}
          </Button>
          <Button onPress={() => setParams(new URLSearchParams())}>{t('clear')}</Button>
        </div>
      </form>
      <ListStates query={query} data={list} emptyText={t('none')}>
        {(list) => (
          <>
            <p className="mb-2 text-sm text-slate-600" aria-live="polite">
              {list.total_count === 1 ? t('countOne') : t('count', { count: list.total_count })} ·{' '}
              {t('pageOfTotal', { page: list.page, pages: list.total_pages })}
            </p>
            <DataTable
              caption={t('title')}
              columns={columns}
              rows={list.items}
              rowKey={(row) => row.sku}
            />
            <KeysetPager
              page={list.page}
              hasNext={list.page < list.total_pages}
              onPrevious={() => toPage(list.page - 1)}
              onNext={() => toPage(list.page + 1)}
            />
          </>
        )}
      </ListStates>
    </>
  );
}
