import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable } from '@/components/DataTable';
import { ErrorNotice } from '@/components/ErrorNotice';
import { PageHeader } from '@/components/PageHeader';
import { Empty, Loading } from '@/components/StateNotices';
import {
  AdminContentDocumentsDocument,
  type AdminContentDocumentsQuery,
  type AdminContentKind,
} from '@/generated/graphql';
import { adminRequest } from '@/lib/admin-client';
import { formatDateTime, useLanguage, useMessages } from '@/lib/i18n';
import { contentMessages } from './messages';

type Row = AdminContentDocumentsQuery['adminContentDocuments'][number];
const column = createColumnHelper<Row>();
const kinds: readonly AdminContentKind[] = ['PAGE', 'LAYOUT', 'DEAL', 'STORE'];

export const contentListKey = ['adminContentDocuments'] as const;

/** Where a document is edited: its path below /content/edit/. */
export const editorPath = (path: string) => `/content/edit/${path}`;

/**
 * Every content document, by kind. A shop has some hundreds, so the list is one answer, read
 * again after a save; each kind is its own table with a heading to jump to.
 */
export function ContentList() {
  const t = useMessages(contentMessages);
  const { language } = useLanguage();
  const query = useQuery({
    queryKey: contentListKey,
    queryFn: async () => (await adminRequest(AdminContentDocumentsDocument)).adminContentDocuments,
  });

  const columns = useMemo(
    () => ({
      title: column.accessor('title', {
        header: t('documentTitle'),
        cell: (info) => (
          <Link className="text-blue-700 underline" to={editorPath(info.row.original.path)}>
            {info.getValue()}
          </Link>
        ),
      }),
      path: column.accessor('path', {
        header: t('path'),
        cell: (info) => <span className="font-mono text-xs break-all">{info.getValue()}</span>,
      }),
      urlKey: column.accessor('url_key', {
        header: t('urlKey'),
        cell: (info) => <span className="font-mono text-xs">/{info.getValue()}</span>,
      }),
      active: column.accessor('active', {
        header: t('state'),
        cell: (info) => (info.getValue() ? t('active') : t('inactive')),
      }),
      updated: column.accessor('updated_at', {
        header: t('updated'),
        cell: (info) => {
          const value = info.getValue();
          return value ? formatDateTime(value, language) : t('notKept');
        },
      }),
    }),
    [t, language],
  );
  const columnsOf = (kind: AdminContentKind) =>
    kind === 'PAGE'
      ? [columns.title, columns.urlKey, columns.active, columns.updated]
      : kind === 'LAYOUT'
        ? [columns.title, columns.path, columns.updated]
        : [columns.title, columns.path];

  return (
    <>
      <PageHeader title={t('title')} />
      <p className="mb-4 max-w-3xl text-slate-700">{t('intro')}</p>
      {query.isPending && <Loading />}
      {query.error && <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && (
        <>
          <nav aria-label={t('title')} className="mb-4 flex flex-wrap gap-3">
            {kinds.map((kind) => (
              <a key={kind} href={`#kind-${kind}`} className="text-blue-700 underline">
                {t(`kind.${kind}`)} ({query.data.filter((row) => row.kind === kind).length})
              </a>
            ))}
          </nav>
          {kinds.map((kind) => {
            const rows = query.data.filter((row) => row.kind === kind);
            return (
              <section key={kind} aria-labelledby={`kind-${kind}`} className="mb-6">
                <h2 id={`kind-${kind}`} className="mb-2 text-lg font-semibold">
                  {t(`kind.${kind}`)}
                </h2>
                {rows.length === 0 ? (
                  <Empty text={t('none')} />
                ) : (
                  <DataTable
                    caption={t(`kind.${kind}`)}
                    columns={columnsOf(kind)}
                    rows={rows}
                    rowKey={(row) => row.path}
                  />
                )}
              </section>
            );
          })}
        </>
      )}
    </>
  );
}
