import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/Button';
import { DataTable, KeysetPager } from '@/components/DataTable';
import { ErrorNotice } from '@/components/ErrorNotice';
import { PageHeader } from '@/components/PageHeader';
import { Empty, Loading } from '@/components/StateNotices';
import {
  AdminReservationListDocument,
  AdminReservationPickedUpDocument,
  AdminReservationReadyDocument,
  AdminReservationStoresDocument,
  type AdminReservationFieldsFragment,
  type AdminReservationState,
} from '@/generated/graphql';
import { adminRequest } from '@/lib/admin-client';
import { formatDateTime, useLanguage, useMessages } from '@/lib/i18n';
import { useStaff } from '@/lib/session';
import { useActionErrorText } from '@/screens/orders/action-errors';
import { reservationsMessages } from './messages';

/** The tabs a store works through, in the order a reservation moves. */
const states: AdminReservationState[] = [
  'TO_PREPARE',
  'READY_FOR_PICKUP',
  'PICKED_UP',
  'EXPIRED',
  'AWAITING_CONFIRMATION',
];
const pageSize = 25;
const column = createColumnHelper<AdminReservationFieldsFragment>();

function stateParam(value: string | null): AdminReservationState {
  return states.includes(value as AdminReservationState)
    ? (value as AdminReservationState)
    : 'TO_PREPARE';
}

/**
 * Reservations per store and state. A store employee sees only their own store (the engine
 * answers nothing else), so they get no store picker; staff pick a store or see all.
 */
export function ReservationsScreen() {
  const t = useMessages(reservationsMessages);
  const me = useStaff();
  const [params, setParams] = useSearchParams();
  const state = stateParam(params.get('state'));
  const ownStore = me.staff.role === 'STORE_EMPLOYEE' ? (me.staff.store_code ?? null) : null;
  const store = ownStore ?? (params.get('store') || null);
  const stores = useQuery({
    queryKey: ['physicalStores'],
    queryFn: async () => (await adminRequest(AdminReservationStoresDocument)).physicalStores ?? [],
    staleTime: 3_600_000,
  });
  const storeName = (code: string) =>
    stores.data?.find((entry) => entry?.code === code)?.name ?? t('storeCodeOnly', { code });
  const [done, setDone] = useState<string | null>(null);

  const change = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next);
  };

  return (
    <>
      <PageHeader title={ownStore ? t('titleStore', { store: storeName(ownStore) }) : t('title')} />
      {!ownStore && (
        <div className="mb-4 flex max-w-xs flex-col gap-1">
          <label htmlFor="reservations-store" className="text-sm font-medium">
            {t('store')}
          </label>
          <select
            id="reservations-store"
            value={store ?? ''}
            onChange={(event) => change('store', event.target.value || null)}
            className="min-h-10 rounded border border-slate-400 bg-white px-3 py-2"
          >
            <option value="">{t('allStores')}</option>
            {(stores.data ?? []).map(
              (entry) =>
                entry && (
                  <option key={entry.code} value={entry.code}>
                    {entry.name}
                  </option>
                ),
            )}
          </select>
        </div>
      )}
      <p role="status" aria-live="polite" className="mb-2 text-green-800">
        {done}
      </p>
      <Tabs
        selectedKey={state}
        onSelectionChange={(key: Key) => {
          setDone(null);
          change('state', String(key));
        }}
      >
        <TabList
          aria-label={t('states')}
          className="mb-3 flex flex-wrap gap-1 border-b border-slate-300"
        >
          {states.map((entry) => (
            <Tab
              key={entry}
              id={entry}
              className="cursor-pointer rounded-t px-4 py-2 text-sm outline-none data-selected:border-b-2 data-selected:border-slate-900 data-selected:font-semibold focus-visible:ring-2 focus-visible:ring-blue-600"
            >
              {t(`state.${entry}`)}
            </Tab>
          ))}
        </TabList>
        {states.map((entry) => (
          <TabPanel key={entry} id={entry} className="outline-none">
            {entry === state && (
              <ReservationList
                state={state}
                store={store}
                showStore={!ownStore}
                storeName={storeName}
                onDone={setDone}
              />
            )}
          </TabPanel>
        ))}
      </Tabs>
    </>
  );
}

function ReservationList({
  state,
  store,
  showStore,
  storeName,
  onDone,
}: {
  state: AdminReservationState;
  store: string | null;
  showStore: boolean;
  storeName: (code: string) => string;
  onDone: (text: string | null) => void;
}) {
  const t = useMessages(reservationsMessages);
  const { language } = useLanguage();
  const client = useQueryClient();
  const errorText = useActionErrorText();
  const [page, setPage] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ['adminReservations', state, store, page],
    queryFn: async () =>
      (
        await adminRequest(AdminReservationListDocument, {
          state,
          store,
          page,
          pageSize,
        })
      ).adminReservations,
    placeholderData: keepPreviousData,
  });
  const moved = (text: string) => {
    setError(null);
    onDone(text);
    return Promise.all([
      client.invalidateQueries({ queryKey: ['adminReservations'] }),
      client.invalidateQueries({ queryKey: ['adminDashboard'] }),
    ]);
  };
  const ready = useMutation({
    mutationFn: (number: string) => adminRequest(AdminReservationReadyDocument, { number }),
    onSuccess: (data) => moved(t('readyDone', { number: data.adminMarkReservationReady.number })),
    onError: (failure) => setError(errorText(failure)),
  });
  const pickedUp = useMutation({
    mutationFn: (number: string) => adminRequest(AdminReservationPickedUpDocument, { number }),
    onSuccess: (data) =>
      moved(t('pickedUpDone', { number: data.adminMarkReservationPickedUp.number })),
    onError: (failure) => setError(errorText(failure)),
  });
  const busy = ready.isPending || pickedUp.isPending;

  const columns = useMemo(
    () => [
      column.accessor('number', {
        header: t('number'),
        cell: (info) => (
          <Link
            className="font-mono text-blue-700 underline"
            to={`/reservations/${encodeURIComponent(info.getValue())}`}
          >
            {info.getValue()}
          </Link>
        ),
      }),
      ...(showStore
        ? [
            column.accessor('store_code', {
              header: t('store'),
              cell: (info) => storeName(info.getValue()),
            }),
          ]
        : []),
      column.display({
        id: 'product',
        header: t('product'),
        cell: ({ row }) => (
          <>
            {row.original.quantity} × {row.original.product_name}
            <span className="block font-mono text-xs text-slate-600">{row.original.sku}</span>
          </>
        ),
      }),
      column.display({
        id: 'shopper',
        header: t('shopper'),
        cell: ({ row }) => (
          <>
            {row.original.name}
            <span className="block text-slate-600">{row.original.email}</span>
            <span className="block text-slate-600">{row.original.telephone}</span>
          </>
        ),
      }),
      column.display({
        id: 'when',
        header:
          state === 'PICKED_UP'
            ? t('pickedUpAt')
            : state === 'READY_FOR_PICKUP'
              ? t('readyAt')
              : t('holdUntil'),
        cell: ({ row }) =>
          formatDateTime(
            (state === 'PICKED_UP'
              ? row.original.picked_up_at
              : state === 'READY_FOR_PICKUP'
                ? row.original.ready_at
                : null) ?? row.original.expires_at,
            language,
          ),
      }),
      ...(state === 'TO_PREPARE' || state === 'READY_FOR_PICKUP'
        ? [
            column.display({
              id: 'action',
              header: t('action'),
              cell: ({ row }) => (
                <div className="flex flex-wrap gap-2">
                  {state === 'TO_PREPARE' && (
                    <Button
                      look="primary"
                      isDisabled={busy}
                      aria-label={`${t('markReady')}: ${row.original.number}`}
                      onPress={() => ready.mutate(row.original.number)}
                    >
                      {t('markReady')}
                    </Button>
                  )}
                  <Button
                    isDisabled={busy}
                    aria-label={`${t('pickedUp')}: ${row.original.number}`}
                    onPress={() => pickedUp.mutate(row.original.number)}
                  >
                    {t('pickedUp')}
                  </Button>
                </div>
              ),
            }),
          ]
        : []),
    ],
    [t, language, state, showStore, storeName, busy, ready, pickedUp],
  );

  if (query.isPending) return <Loading />;
  if (query.error) return <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />;
  const list = query.data;
  return (
    <>
      {error && (
        <p role="alert" className="my-3 rounded border border-red-300 bg-red-50 p-3 text-red-900">
          {error}
        </p>
      )}
      {state === 'TO_PREPARE' && (
        <p className="mb-2 text-sm text-slate-600">{t('markReadyHint')}</p>
      )}
      {list.items.length === 0 ? (
        <Empty text={t(`none.${state}`)} />
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-600">
            {list.total_count === 1 ? t('countOne') : t('count', { count: list.total_count })}
          </p>
          <DataTable
            caption={t(`state.${state}`)}
            columns={columns}
            rows={list.items}
            rowKey={(row) => row.number}
          />
          <KeysetPager
            page={page}
            hasNext={page * pageSize < list.total_count}
            onPrevious={() => setPage((current) => Math.max(1, current - 1))}
            onNext={() => setPage((current) => current + 1)}
          />
        </>
      )}
    </>
  );
}
