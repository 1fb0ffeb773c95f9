import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useId, useMemo, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/Button';
import { ListStates } from '@/components/ListStates';
import { DataTable, KeysetPager } from '@/components/DataTable';
import { PageHeader } from '@/components/PageHeader';
import { AdminCustomerListDocument, type AdminCustomerListQuery } from '@/generated/graphql';
import { adminRequest } from '@/lib/admin-client';
import { formatDateTime, useLanguage, useMessages } from '@/lib/i18n';
import { useKeysetPages } from '@/lib/keyset-pages';
import { customersMessages } from './messages';

type CustomerRow = AdminCustomerListQuery['adminCustomers']['items'][number];
const column = createColumnHelper<CustomerRow>();
const pageSize = 25;

/**
 * Accounts newest first, a keyset page at a time (ADR 0033); the search lives in the address,
 * so a found customer's list is a link a colleague can open.
 */
export function CustomersList() {
  const t = useMessages(customersMessages);
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const pages = useKeysetPages();
  const search = params.get('q')?.trim() || null;
  const searchId = useId();
  const query = useQuery({
    queryKey: ['adminCustomers', search, pages.after],
    queryFn: async () =>
      (
        await adminRequest(AdminCustomerListDocument, {
          search,
          first: pageSize,
          after: pages.after,
        })
      ).adminCustomers,
    placeholderData: keepPreviousData,
  });

  const columns = useMemo(
    () => [
      column.display({
        id: 'name',
        header: t('name'),
        cell: ({ row }) => (
          <Link className="text-blue-700 underline" to={`/customers/${row.original.id}`}>
            {row.original.erased_at
              ? t('erased')
              : `${row.original.firstname} ${row.original.lastname}`}
          </Link>
        ),
      }),
      column.accessor('email', { header: t('email') }),
      column.accessor('created_at', {
        header: t('since'),
        cell: (info) => formatDateTime(info.getValue(), language),
      }),
      column.display({
        id: 'state',
        header: t('state'),
        cell: ({ row }) =>
          row.original.erased_at
            ? t('erased')
            : row.original.confirmed
              ? t('confirmed')
              : t('unconfirmed'),
      }),
    ],
    [t, language],
  );

  const find = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    pages.reset();
    setParams(value ? new URLSearchParams({ q: value }) : new URLSearchParams());
  };
  const clear = () => {
    pages.reset();
    setParams(new URLSearchParams());
  };

  const connection = query.data;
  return (
    <>
      <PageHeader title={t('title')} />
      <form
        onSubmit={find}
        key={params.toString()}
        role="search"
        aria-label={t('title')}
        className="mb-4 flex flex-wrap items-end gap-3 rounded border border-slate-300 bg-white p-4"
      >
        <div className="flex min-w-64 flex-1 flex-col gap-1">
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
            className="min-h-10 rounded border border-slate-400 bg-white px-3 py-2 outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
          />
          <span id={`${searchId}-hint`} className="text-xs text-slate-600">
            {t('searchHint')}
          </span>
        </div>
        <div className="flex gap-2 pb-5">
          <Button type="submit" look="primary">
            {t('find')}
          </Button>
          <Button onPress={clear}>{t('clear')}</Button>
        </div>
      </form>
      <ListStates query={query} data={connection} emptyText={t('none')}>
        {(connection) => (
          <>
            <DataTable
              caption={t('title')}
              columns={columns}
              rows={connection.items}
              rowKey={(row) => row.id}
            />
            <KeysetPager
              page={pages.page}
              hasNext={connection.page_info.has_next_page}
              onPrevious={pages.previous}
              onNext={() => pages.next(connection.page_info.end_cursor)}
            />
          </>
        )}
      </ListStates>
    </>
  );
}
