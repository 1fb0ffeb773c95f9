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
  AuditAreaPageDocument,
  AuditAreaStaffDocument,
  type AuditAreaPageQuery,
} from '@/generated/graphql';
import { adminRequest } from '@/lib/admin-client';
import { formatDateTime, useLanguage, useMessages } from '@/lib/i18n';
import { paramsFromForm } from '@/lib/filter-params';
import { useKeysetPages } from '@/lib/keyset-pages';
import { AuditChanges } from './AuditChanges';
import { knownAuditOperations } from './audit-operations';
import { auditMessages } from './messages';

type Entry = AuditAreaPageQuery['adminAuditLog']['items'][number];
const column = createColumnHelper<Entry>();
const pageSize = 25;

/** The filters as the address holds them (`?staff=3&operation=createStaff&target=staff:7`). */
function filtersFrom(params: URLSearchParams) {
  const staff = Number(params.get('staff'));
  return {
    staffId: Number.isInteger(staff) && staff > 0 ? staff : null,
    operation: params.get('operation')?.trim() || null,
    target: params.get('target')?.trim() || null,
  };
}

/**
 * The audit log, newest first, a keyset page at a time (ADR 0028): a page costs the same however
 * long the log grows. Filters by staff member, operation and target live in the address; each
 * entry opens to the fields it changed, before and after.
 */
export function AuditLog() {
  const t = useMessages(auditMessages);
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const pages = useKeysetPages();
  const filters = useMemo(() => filtersFrom(params), [params]);
  const after = pages.after === null ? null : Number(pages.after);
  const query = useQuery({
    queryKey: ['adminAuditLog', filters, after],
    queryFn: async () =>
      (await adminRequest(AuditAreaPageDocument, { ...filters, pageSize, after })).adminAuditLog,
    placeholderData: keepPreviousData,
  });
  const people = useQuery({
    queryKey: ['auditAreaStaff'],
    queryFn: async () => (await adminRequest(AuditAreaStaffDocument)).adminStaff,
    staleTime: 5 * 60_000,
  });

  const columns = useMemo(
    () => [
      column.accessor('at', {
        header: t('when'),
        cell: (info) => (
          <span className="whitespace-nowrap">{formatDateTime(info.getValue(), language)}</span>
        ),
      }),
      column.display({
        id: 'who',
        header: t('who'),
        cell: ({ row }) => (
          <>
            {row.original.staff_id ? (
              <Link
                className="block break-all text-blue-700 underline"
                to={`?staff=${row.original.staff_id}`}
                onClick={pages.reset}
              >
                {row.original.actor}
              </Link>
            ) : (
              <span className="block break-all">{row.original.actor}</span>
            )}
            <span className="block text-slate-600">
              {t(`kind.${row.original.actor_kind as 'staff' | 'key' | 'cli'}`)}
            </span>
          </>
        ),
      }),
      column.display({
        id: 'what',
        header: t('what'),
        cell: ({ row }) => (
          <>
            <span className="block font-mono">{row.original.operation}</span>
            <Link
              className="block font-mono break-all text-blue-700 underline"
              to={`?target=${encodeURIComponent(row.original.target)}`}
              onClick={pages.reset}
            >
              {row.original.target}
            </Link>
          </>
        ),
      }),
      column.display({
        id: 'changes',
        header: t('changes'),
        cell: ({ row }) => <AuditChanges before={row.original.before} after={row.original.after} />,
      }),
    ],
    [t, language, pages.reset],
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

  const page = query.data;
  return (
    <>
      <PageHeader title={t('title')} />
      <p className="mb-4 max-w-3xl text-slate-700">{t('intro')}</p>
      <form
        onSubmit={apply}
        key={params.toString()}
        role="search"
        aria-label={t('filters')}
        className="mb-4 grid grid-cols-1 gap-3 rounded border border-slate-300 bg-white p-4 sm:grid-cols-3"
      >
        <FilterField label={t('staffMember')}>
          {(id) => (
            <select
              id={id}
              name="staff"
              defaultValue={params.get('staff') ?? ''}
              className={inputClass}
            >
              <option value="">{t('anyone')}</option>
              {(people.data ?? []).map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name} ({person.email})
                </option>
              ))}
            </select>
          )}
        </FilterField>
        <FilterField label={t('operation')} hint={t('operationHint')}>
          {(id, hintId) => (
            <>
              <input
                id={id}
                name="operation"
                list={`${id}-known`}
                maxLength={200}
                aria-describedby={hintId}
                defaultValue={params.get('operation') ?? ''}
                className={inputClass}
              />
              <datalist id={`${id}-known`}>
                {knownAuditOperations.map((operation) => (
                  <option key={operation} value={operation} />
                ))}
              </datalist>
            </>
          )}
        </FilterField>
        <FilterField label={t('target')} hint={t('targetHint')}>
          {(id, hintId) => (
            <input
              id={id}
              name="target"
              maxLength={200}
              aria-describedby={hintId}
              defaultValue={params.get('target') ?? ''}
              className={inputClass}
            />
          )}
        </FilterField>
        <div className="flex flex-wrap items-end gap-2 sm:col-span-3">
          <Button type="submit" look="primary">
            {t('apply')}
          </Button>
          <Button onPress={clear}>{t('clear')}</Button>
        </div>
      </form>
      <ListStates query={query} data={page} emptyText={t('none')}>
        {(page) => (
          <>
            <DataTable
              caption={t('caption')}
              columns={columns}
              rows={page.items}
              rowKey={(row) => String(row.id)}
            />
            <KeysetPager
              page={pages.page}
              hasNext={page.has_more}
              onPrevious={pages.previous}
              onNext={() => pages.next(page.next_after === null ? null : String(page.next_after))}
            />
          </>
        )}
      </ListStates>
    </>
  );
}
