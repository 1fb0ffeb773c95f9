import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Button } from '@/components/Button';
import { DataTable } from '@/components/DataTable';
import { ErrorNotice } from '@/components/ErrorNotice';
import { PageHeader } from '@/components/PageHeader';
import { Empty, Loading } from '@/components/StateNotices';
import {
  StaffAreaListDocument,
  StaffAreaStoresDocument,
  type StaffMemberFieldsFragment,
} from '@/generated/graphql';
import { adminRequest } from '@/lib/admin-client';
import { useMessages } from '@/lib/i18n';
import { useStaff } from '@/lib/session';
import { CreateStaffForm } from './CreateStaffForm';
import { staffMessages } from './messages';
import { staffListKey } from './staff-list-key';
import type { StoreOption } from './staff-roles';
import { StaffRowActions } from './StaffRowActions';
import { TemporaryPassword, type ShownPassword } from './TemporaryPassword';

const column = createColumnHelper<StaffMemberFieldsFragment>();

/**
 * Every staff account, oldest first (a handful of people: no paging), with the owner's actions
 * per row. A temporary password from a creation or a reset is shown once above the list and
 * forgotten when the owner says it has been handed over or leaves the screen.
 */
export function StaffList() {
  const t = useMessages(staffMessages);
  const me = useStaff();
  const client = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<ShownPassword | null>(null);
  const list = useQuery({
    queryKey: staffListKey,
    queryFn: async () => (await adminRequest(StaffAreaListDocument)).adminStaff,
  });
  const stores = useQuery({
    queryKey: ['staffAreaStores'],
    queryFn: async () =>
      ((await adminRequest(StaffAreaStoresDocument)).physicalStores ?? []).filter(
        (store): store is StoreOption => store !== null,
      ),
    staleTime: 10 * 60_000,
  });
  const storeOptions = useMemo(() => stores.data ?? [], [stores.data]);
  const storeName = useMemo(
    () => new Map(storeOptions.map((store) => [store.code, store.name])),
    [storeOptions],
  );

  const columns = useMemo(
    () => [
      column.display({
        id: 'person',
        header: t('name'),
        cell: ({ row }) => (
          <>
            <span className="block font-medium">{row.original.name}</span>
            <span className="block break-all text-slate-600">{row.original.email}</span>
          </>
        ),
      }),
      column.display({
        id: 'role',
        header: t('role'),
        cell: ({ row }) => (
          <>
            <span className="block">{t(`role.${row.original.role}`)}</span>
            {row.original.store_code && (
              <span className="block text-slate-600">
                {storeName.get(row.original.store_code) ?? row.original.store_code}
              </span>
            )}
          </>
        ),
      }),
      column.display({
        id: 'status',
        header: t('status'),
        cell: ({ row }) => (
          <>
            <span
              className={`block ${row.original.active ? 'text-green-800' : 'font-medium text-red-800'}`}
            >
              {row.original.active ? t('active') : t('inactive')}
            </span>
            {row.original.must_change_password && (
              <span className="block text-slate-600">{t('temporaryPassword')}</span>
            )}
          </>
        ),
      }),
      column.accessor('totp_enabled', {
        header: t('twoFactor'),
        cell: (info) => (info.getValue() ? t('on') : t('off')),
      }),
      column.display({
        id: 'actions',
        header: t('actions'),
        cell: ({ row }) => (
          <StaffRowActions
            member={row.original}
            isSelf={row.original.id === me.staff.id}
            stores={storeOptions}
            onPassword={(password) =>
              setShown({ name: row.original.name, email: row.original.email, password })
            }
          />
        ),
      }),
    ],
    [t, me.staff.id, storeOptions, storeName],
  );

  return (
    <>
      <PageHeader
        title={t('title')}
        actions={
          !creating && (
            <Button look="primary" onPress={() => setCreating(true)}>
              {t('newMember')}
            </Button>
          )
        }
      />
      <p className="mb-4 max-w-3xl text-slate-700">{t('intro')}</p>
      {shown && <TemporaryPassword shown={shown} onDismiss={() => setShown(null)} />}
      {creating && (
        <CreateStaffForm
          stores={storeOptions}
          onCancel={() => setCreating(false)}
          onCreated={(staff, password) => {
            setCreating(false);
            setShown({ name: staff.name, email: staff.email, password });
            void client.invalidateQueries({ queryKey: staffListKey });
          }}
        />
      )}
      {list.isPending ? (
        <Loading />
      ) : list.error ? (
        <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <Empty text={t('none')} />
      ) : (
        <DataTable
          caption={t('listCaption')}
          columns={columns}
          rows={list.data}
          rowKey={(row) => String(row.id)}
        />
      )}
    </>
  );
}
