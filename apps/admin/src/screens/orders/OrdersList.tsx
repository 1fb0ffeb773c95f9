import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/Button';
import { FilterField, inputClass } from '@/components/FilterField';
import { ListStates } from '@/components/ListStates';
import { DataTable, KeysetPager } from '@/components/DataTable';
import { PageHeader } from '@/components/PageHeader';
import {
  AdminOrderFilterOptionsDocument,
  AdminOrderListDocument,
  type AdminOrderListQuery,
} from '@/generated/graphql';
import { adminRequest } from '@/lib/admin-client';
import { formatCents, formatDateTime, useLanguage, useMessages } from '@/lib/i18n';
import { paramsFromForm } from '@/lib/filter-params';
import { useKeysetPages } from '@/lib/keyset-pages';
import { useStaff } from '@/lib/session';
import { filterFromParams, orderStatuses } from './order-filters';
import { ordersMessages } from './messages';

type OrderRow = AdminOrderListQuery['adminOrders']['items'][number];
const column = createColumnHelper<OrderRow>();
const pageSize = 25;

/**
 * Orders newest first, a keyset page at a time, so page 400 of 100,000 orders costs what page 1
 * does (ADR 0030). Filters and the search live in the address; a store employee's list holds
 * only their store's pickup orders (the engine decides, not this screen).
 */
export function OrdersList() {
  const t = useMessages(ordersMessages);
  const { language } = useLanguage();
  const me = useStaff();
  const [params, setParams] = useSearchParams();
  const pages = useKeysetPages();
  const { filter, search } = useMemo(() => filterFromParams(params), [params]);
  const query = useQuery({
    queryKey: ['adminOrders', filter, search, pages.after],
    queryFn: async () =>
      (
        await adminRequest(AdminOrderListDocument, {
          filter,
          search,
          first: pageSize,
          after: pages.after,
        })
      ).adminOrders,
    placeholderData: keepPreviousData,
  });
  // Choices by name, not codes to type; a value in the address that is not among them (an old
  // link) stays selectable under its code.
  const options = useQuery({
    queryKey: ['adminOrderFilterOptions'],
    queryFn: async () =>
      (await adminRequest(AdminOrderFilterOptionsDocument)).adminOrderFilterOptions,
    staleTime: 60_000,
  }).data;

  const columns = useMemo(
    () => [
      column.accessor('number', {
        header: t('number'),
        cell: (info) => (
          <Link className="font-mono text-blue-700 underline" to={`/orders/${info.getValue()}`}>
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor('order_date', {
        header: t('date'),
        cell: (info) => formatDateTime(info.getValue(), language),
      }),
      column.accessor('status_code', {
        header: t('status'),
        cell: (info) => t(`status.${info.getValue()}`),
      }),
      column.display({
        id: 'customer',
        header: t('customer'),
        cell: ({ row }) => (
          <>
            <span className="block">{row.original.customer_name}</span>
            {row.original.company && (
              <span className="block text-slate-600">{row.original.company}</span>
            )}
            <span className="block text-slate-600">{row.original.email}</span>
            {row.original.postcode && (
              <span className="block text-slate-600">{row.original.postcode}</span>
            )}
          </>
        ),
      }),
      column.accessor('grand_total_cents', {
        header: t('total'),
        cell: (info) => formatCents(info.getValue(), language),
      }),
      column.display({
        id: 'payment',
        header: t('payment'),
        cell: ({ row }) => row.original.payment_method.name,
      }),
      column.display({
        id: 'delivery',
        header: t('delivery'),
        cell: ({ row }) =>
          row.original.pickup_location_code
            ? t('pickupAt', { store: row.original.pickup_location_code })
            : row.original.shipping_method,
      }),
    ],
    [t, language],
  );

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    pages.reset();
    setParams(paramsFromForm(event.currentTarget));
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
        onSubmit={apply}
        key={params.toString()}
        role="search"
        aria-label={t('title')}
        className="mb-4 grid grid-cols-1 gap-3 rounded border border-slate-300 bg-white p-4 sm:grid-cols-2 xl:grid-cols-4"
      >
        <FilterField label={t('search')} hint={t('searchHint')}>
          {(id, hintId) => (
            <input
              id={id}
              name="q"
              type="search"
              aria-describedby={hintId}
              defaultValue={params.get('q') ?? ''}
              className={inputClass}
            />
          )}
        </FilterField>
        <FilterField label={t('status')}>
          {(id) => (
            <select
              id={id}
              name="status"
              defaultValue={params.get('status') ?? ''}
              className={inputClass}
            >
              <option value="">{t('anyStatus')}</option>
              {orderStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`status.${status}`)}
                </option>
              ))}
              {params.get('status')?.includes(',') && (
                <option value={params.get('status')!}>
                  {params
                    .get('status')!
                    .split(',')
                    .map((status) =>
                      orderStatuses.includes(status as never)
                        ? t(`status.${status as (typeof orderStatuses)[number]}`)
                        : status,
                    )
                    .join(' + ')}
                </option>
              )}
            </select>
          )}
        </FilterField>
        <FilterField label={t('from')}>
          {(id) => (
            <input
              id={id}
              name="from"
              type="date"
              defaultValue={dateParam(params.get('from'))}
              className={inputClass}
            />
          )}
        </FilterField>
        <FilterField label={t('to')}>
          {(id) => (
            <input
              id={id}
              name="to"
              type="date"
              defaultValue={params.get('to') ?? ''}
              className={inputClass}
            />
          )}
        </FilterField>
        {me.staff.role !== 'STORE_EMPLOYEE' && (
          <FilterField label={t('store')}>
            {(id) => (
              <ChoiceSelect
                id={id}
                name="store"
                value={params.get('store')}
                any={t('anyStore')}
                choices={options?.pickup_stores}
              />
            )}
          </FilterField>
        )}
        <FilterField label={t('method')}>
          {(id) => (
            <ChoiceSelect
              id={id}
              name="method"
              value={params.get('method')}
              any={t('anyMethod')}
              choices={options?.payment_methods}
            />
          )}
        </FilterField>
        <FilterField label={t('minAmount')} hint={t('amountFormat')}>
          {(id, hintId) => (
            <input
              id={id}
              name="min"
              inputMode="decimal"
              aria-describedby={hintId}
              defaultValue={params.get('min') ?? ''}
              className={inputClass}
            />
          )}
        </FilterField>
        <FilterField label={t('maxAmount')}>
          {(id) => (
            <input
              id={id}
              name="max"
              inputMode="decimal"
              defaultValue={params.get('max') ?? ''}
              className={inputClass}
            />
          )}
        </FilterField>
        <div className="flex items-end gap-2 sm:col-span-2 xl:col-span-4">
          <Button type="submit" look="primary">
            {t('apply')}
          </Button>
          <Button onPress={clear}>{t('clear')}</Button>
        </div>
      </form>
      <ListStates query={query} data={connection} emptyText={t('none')}>
        {(connection) => (
          <>
            <p className="mb-2 text-sm text-slate-600" aria-live="polite">
              {connection.total_count === 1
                ? t('countOne')
                : connection.total_count_exact
                  ? t('count', { count: connection.total_count })
                  : t('countAtLeast', { count: connection.total_count })}
            </p>
            <DataTable
              caption={t('title')}
              columns={columns}
              rows={connection.items}
              rowKey={(row) => row.number}
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

function dateParam(value: string | null): string {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '';
}

/** A filter's choices by name; the address's value is kept even before the choices load. */
function ChoiceSelect({
  id,
  name,
  value,
  any,
  choices,
}: {
  id: string;
  name: string;
  value: string | null;
  any: string;
  choices: { code: string; label: string }[] | undefined;
}) {
  const known = choices?.some((choice) => choice.code === value);
  return (
    // Keyed by the choices: the default value applies once they have loaded.
    <select
      key={choices ? 'loaded' : 'loading'}
      id={id}
      name={name}
      defaultValue={value ?? ''}
      className={inputClass}
    >
      <option value="">{any}</option>
      {choices?.map((choice) => (
        <option key={choice.code} value={choice.code}>
          {choice.label}
        </option>
      ))}
      {value && !known && <option value={value}>{value}</option>}
    </select>
  );
}
