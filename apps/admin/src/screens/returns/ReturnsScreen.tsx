import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { Link, useSearchParams } from 'react-router';
import { ActionDialog } from '@/components/ActionDialog';
import { Button } from '@/components/Button';
import { DataTable, KeysetPager } from '@/components/DataTable';
import { ErrorNotice } from '@/components/ErrorNotice';
import { PageHeader } from '@/components/PageHeader';
import { Empty, Loading } from '@/components/StateNotices';
import {
  AdminReturnCancelDocument,
  AdminReturnListDocument,
  AdminReturnReceiveDocument,
  AdminReturnRefundDocument,
  type AdminReturnFieldsFragment,
  type OrderReturnStateEnum,
} from '@/generated/graphql';
import { adminRequest } from '@/lib/admin-client';
import { formatDateTime, useLanguage, useMessages } from '@/lib/i18n';
import { can, useStaff } from '@/lib/session';
import { useActionErrorText } from '@/screens/orders/action-errors';
import { returnsMessages } from './messages';

const states: OrderReturnStateEnum[] = ['REQUESTED', 'RECEIVED', 'REFUNDED', 'CANCELLED'];
const pageSize = 25;
const column = createColumnHelper<AdminReturnFieldsFragment>();

function stateParam(value: string | null): OrderReturnStateEnum {
  return states.includes(value as OrderReturnStateEnum)
    ? (value as OrderReturnStateEnum)
    : 'REQUESTED';
}

/** Returns by state: receive them (per line sellable or not), refund them, or cancel them. */
export function ReturnsScreen() {
  const t = useMessages(returnsMessages);
  const [params, setParams] = useSearchParams();
  const state = stateParam(params.get('state'));
  const [done, setDone] = useState<string | null>(null);
  return (
    <>
      <PageHeader title={t('title')} />
      <p role="status" aria-live="polite" className="mb-2 text-green-800">
        {done}
      </p>
      <Tabs
        selectedKey={state}
        onSelectionChange={(key: Key) => {
          setDone(null);
          setParams(new URLSearchParams({ state: String(key) }));
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
            {entry === state && <ReturnList state={state} onDone={setDone} />}
          </TabPanel>
        ))}
      </Tabs>
    </>
  );
}

function ReturnList({
  state,
  onDone,
}: {
  state: OrderReturnStateEnum;
  onDone: (text: string) => void;
}) {
  const t = useMessages(returnsMessages);
  const { language } = useLanguage();
  const me = useStaff();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['adminReturns', state, page],
    queryFn: async () =>
      (await adminRequest(AdminReturnListDocument, { state, page, pageSize })).adminReturns,
    placeholderData: keepPreviousData,
  });
  const seesOrders = can(me, 'orders');
  const columns = useMemo(
    () => [
      column.accessor('number', {
        header: t('number'),
        cell: (info) => <span className="whitespace-nowrap font-mono">{info.getValue()}</span>,
      }),
      column.accessor('order_number', {
        header: t('order'),
        cell: (info) =>
          seesOrders ? (
            <Link className="font-mono text-blue-700 underline" to={`/orders/${info.getValue()}`}>
              {info.getValue()}
            </Link>
          ) : (
            <span className="font-mono">{info.getValue()}</span>
          ),
      }),
      column.display({
        id: 'units',
        header: t('units'),
        cell: ({ row }) => (
          <ul>
            {row.original.items.map((item) => (
              <li key={item.product_sku}>
                {item.quantity} × {item.product_name ?? item.product_sku}
                {item.sellable === false && (
                  <span className="text-slate-600"> ({t('notSellable')})</span>
                )}
              </li>
            ))}
          </ul>
        ),
      }),
      column.display({
        id: 'reason',
        header: t('reason'),
        cell: ({ row }) => (
          <>
            {row.original.reason && t(`reason.${row.original.reason}`)}
            {row.original.comment && (
              <span className="block text-slate-600">{row.original.comment}</span>
            )}
          </>
        ),
      }),
      column.display({
        id: 'when',
        header:
          state === 'RECEIVED'
            ? t('received')
            : state === 'REFUNDED'
              ? t('refunded')
              : t('requested'),
        cell: ({ row }) =>
          formatDateTime(
            (state === 'RECEIVED'
              ? row.original.received_at
              : state === 'REFUNDED'
                ? row.original.refunded_at
                : null) ?? row.original.created_at,
            language,
          ),
      }),
      ...(state === 'REQUESTED' || state === 'RECEIVED'
        ? [
            column.display({
              id: 'action',
              header: t('action'),
              cell: ({ row }) => <ReturnActions entry={row.original} onDone={onDone} />,
            }),
          ]
        : []),
    ],
    [t, language, state, seesOrders, onDone],
  );
  if (query.isPending) return <Loading />;
  if (query.error) return <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />;
  const list = query.data;
  if (!list || list.items.length === 0) return <Empty text={t(`none.${state}`)} />;
  return (
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
  );
}

function DialogError({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="alert" className="my-3 rounded border border-red-300 bg-red-50 p-3 text-red-900">
      {text}
    </p>
  );
}

function ReturnActions({
  entry,
  onDone,
}: {
  entry: AdminReturnFieldsFragment;
  onDone: (text: string) => void;
}) {
  const t = useMessages(returnsMessages);
  const client = useQueryClient();
  const errorText = useActionErrorText();
  const [error, setError] = useState<string | null>(null);
  const [sellable, setSellable] = useState<Record<string, boolean>>({});
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['adminReturns'] }),
      client.invalidateQueries({ queryKey: ['adminOrder', entry.order_number] }),
    ]);
  const receive = useMutation({
    mutationFn: () =>
      adminRequest(AdminReturnReceiveDocument, {
        input: {
          number: entry.number,
          lines: entry.items.map((item) => ({
            sku: item.product_sku,
            sellable: sellable[item.product_sku] ?? true,
          })),
        },
      }),
    onError: (failure) => setError(errorText(failure)),
  });
  const refund = useMutation({
    mutationFn: () => adminRequest(AdminReturnRefundDocument, { number: entry.number }),
    onError: (failure) => setError(errorText(failure)),
  });
  const cancel = useMutation({
    mutationFn: () => adminRequest(AdminReturnCancelDocument, { number: entry.number }),
    onError: (failure) => setError(errorText(failure)),
  });
  const run = async (
    action: { mutateAsync: () => Promise<unknown> },
    close: () => void,
    text: string,
  ) => {
    setError(null);
    const data = await action.mutateAsync().catch(() => null);
    if (!data) return;
    close();
    onDone(text);
    await refresh();
  };
  const number = entry.number;
  if (entry.state === 'RECEIVED') {
    return (
      <ActionDialog label={t('refund')} title={t('refundTitle', { number })} look="primary">
        {(close) => (
          <>
            <p className="mb-4">{t('refundText')}</p>
            <DialogError text={error} />
            <div className="flex gap-2">
              <Button
                look="primary"
                isDisabled={refund.isPending}
                onPress={() => void run(refund, close, t('refundedDone', { number }))}
              >
                {t('refundConfirm')}
              </Button>
              <Button onPress={close}>{t('close')}</Button>
            </div>
          </>
        )}
      </ActionDialog>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      <ActionDialog label={t('receive')} title={t('receiveTitle', { number })} look="primary">
        {(close) => (
          <>
            <p className="mb-3">{t('receiveText')}</p>
            <fieldset className="mb-3">
              <legend className="sr-only">{t('units')}</legend>
              {entry.items.map((item) => (
                <label key={item.product_sku} className="flex items-center gap-2 py-1">
                  <input
                    type="checkbox"
                    checked={sellable[item.product_sku] ?? true}
                    onChange={(event) =>
                      setSellable((current) => ({
                        ...current,
                        [item.product_sku]: event.target.checked,
                      }))
                    }
                  />
                  {t('sellable', {
                    units: item.quantity,
                    name: item.product_name ?? item.product_sku,
                  })}
                </label>
              ))}
            </fieldset>
            <DialogError text={error} />
            <div className="flex gap-2">
              <Button
                look="primary"
                isDisabled={receive.isPending}
                onPress={() => void run(receive, close, t('receivedDone', { number }))}
              >
                {t('receiveConfirm')}
              </Button>
              <Button onPress={close}>{t('close')}</Button>
            </div>
          </>
        )}
      </ActionDialog>
      <ActionDialog label={t('cancel')} title={t('cancelTitle', { number })} look="danger">
        {(close) => (
          <>
            <p className="mb-4">{t('cancelText')}</p>
            <DialogError text={error} />
            <div className="flex gap-2">
              <Button
                look="danger"
                isDisabled={cancel.isPending}
                onPress={() => void run(cancel, close, t('cancelledDone', { number }))}
              >
                {t('cancelConfirm')}
              </Button>
              <Button onPress={close}>{t('close')}</Button>
            </div>
          </>
        )}
      </ActionDialog>
    </div>
  );
}
