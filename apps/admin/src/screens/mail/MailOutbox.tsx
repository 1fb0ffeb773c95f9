import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/Button';
import { ListStates } from '@/components/ListStates';
import { DataTable, KeysetPager } from '@/components/DataTable';
import { ErrorNotice } from '@/components/ErrorNotice';
import { PageHeader } from '@/components/PageHeader';
import {
  AdminMailOutboxDocument,
  AdminRetryMailDocument,
  type AdminMailOutboxQuery,
  type AdminMailStatus,
} from '@/generated/graphql';
import { AdminRequestError, adminRequest } from '@/lib/admin-client';
import { formatDateTime, useLanguage, useMessages } from '@/lib/i18n';
import { useKeysetPages } from '@/lib/keyset-pages';
import { mailMessages } from './messages';

type MailRow = AdminMailOutboxQuery['adminMailOutbox']['items'][number];
const column = createColumnHelper<MailRow>();
const pageSize = 25;
const statuses: AdminMailStatus[] = ['FAILED', 'PENDING', 'SENT'];

function statusParam(value: string | null): AdminMailStatus | null {
  return statuses.includes(value as AdminMailStatus) ? (value as AdminMailStatus) : null;
}

/**
 * The outbox newest first (ADR 0033): who a mail went to, its template and state, never its
 * content. A failed mail goes back in the queue with one press; the state filter lives in the
 * address.
 */
export function MailOutbox() {
  const t = useMessages(mailMessages);
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const pages = useKeysetPages();
  const status = statusParam(params.get('status'));
  const statusId = useId();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ['adminMailOutbox', status, pages.after],
    queryFn: async () =>
      (await adminRequest(AdminMailOutboxDocument, { status, first: pageSize, after: pages.after }))
        .adminMailOutbox,
    placeholderData: keepPreviousData,
  });
  const retry = useMutation({
    mutationFn: async (id: string) =>
      (await adminRequest(AdminRetryMailDocument, { id })).adminRetryMail,
    onSuccess: async (mail) => {
      setNotice(t('retried', { id: mail.id }));
      await queryClient.invalidateQueries({ queryKey: ['adminMailOutbox'] });
    },
    onError: () => setNotice(null),
  });

  const columns = useMemo(
    () => [
      column.accessor('template', {
        header: t('mail'),
        cell: (info) => (
          <>
            <span className="block font-mono">{info.getValue()}</span>
            <span className="block text-slate-600">
              #{info.row.original.id} · {info.row.original.locale}
            </span>
          </>
        ),
      }),
      column.accessor('recipient', {
        header: t('recipient'),
        cell: (info) => <span className="break-all">{info.getValue()}</span>,
      }),
      column.accessor('created_at', {
        header: t('queued'),
        cell: (info) => formatDateTime(info.getValue(), language),
      }),
      column.display({
        id: 'state',
        header: t('status'),
        cell: ({ row }) => (
          <>
            <span className="block font-medium">{t(`status.${row.original.status}`)}</span>
            {row.original.sent_at && (
              <span className="block text-slate-600">
                {formatDateTime(row.original.sent_at, language)}
              </span>
            )}
            {row.original.next_attempt_at && (
              <span className="block text-slate-600">
                {t('nextAttempt', { when: formatDateTime(row.original.next_attempt_at, language) })}
              </span>
            )}
          </>
        ),
      }),
      column.accessor('attempts', { header: t('attempts') }),
      column.accessor('last_error', {
        header: t('lastError'),
        cell: (info) => (
          <span className="line-clamp-3 max-w-xs break-words text-slate-700">
            {info.getValue() ?? ''}
          </span>
        ),
      }),
      column.display({
        id: 'retry',
        header: () => <span className="sr-only">{t('retry')}</span>,
        cell: ({ row }) =>
          row.original.status === 'FAILED' ? (
            <Button
              aria-label={`${t('retry')}: #${row.original.id} ${row.original.recipient}`}
              onPress={() => retry.mutate(row.original.id)}
              isDisabled={retry.isPending}
            >
              {retry.isPending && retry.variables === row.original.id ? t('retrying') : t('retry')}
            </Button>
          ) : null,
      }),
    ],
    [t, language, retry],
  );

  const choose = (value: string) => {
    pages.reset();
    setNotice(null);
    setParams(value ? new URLSearchParams({ status: value }) : new URLSearchParams());
  };

  const connection = query.data;
  const retryError =
    retry.error instanceof AdminRequestError && retry.error.code === 'BAD_USER_INPUT'
      ? t('notFailed')
      : null;
  return (
    <>
      <PageHeader title={t('title')} />
      <p className="mb-4 max-w-3xl text-slate-700">{t('intro')}</p>
      <div className="mb-4 flex flex-col gap-1">
        <label htmlFor={statusId} className="text-sm font-medium">
          {t('status')}
        </label>
        <select
          id={statusId}
          value={status ?? ''}
          onChange={(event) => choose(event.target.value)}
          className="min-h-10 w-56 rounded border border-slate-400 bg-white px-3 py-2 outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
        >
          <option value="">{t('all')}</option>
          {statuses.map((value) => (
            <option key={value} value={value}>
              {t(`status.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {notice && (
        <p role="status" className="mb-4 rounded border border-green-300 bg-green-50 p-3">
          {notice}
        </p>
      )}
      {retryError ? (
        <p role="alert" className="mb-4 rounded border border-red-300 bg-red-50 p-3 text-red-900">
          {retryError}
        </p>
      ) : (
        retry.error && <ErrorNotice error={retry.error} />
      )}
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
