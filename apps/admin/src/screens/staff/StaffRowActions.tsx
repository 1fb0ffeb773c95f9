import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { Button } from '@/components/Button';
import { ErrorNotice } from '@/components/ErrorNotice';
import {
  StaffAreaChangeRoleDocument,
  StaffAreaDeactivateDocument,
  StaffAreaReactivateDocument,
  StaffAreaResetPasswordDocument,
  StaffAreaResetTotpDocument,
  type StaffMemberFieldsFragment,
  type StaffRole,
} from '@/generated/graphql';
import { adminRequest, errorCode } from '@/lib/admin-client';
import { useMessages } from '@/lib/i18n';
import { ActionDialog } from './ActionDialog';
import { staffMessages } from './messages';
import { staffListKey } from './staff-list-key';
import { SelectField } from './SelectField';
import { staffRoles, type StoreOption } from './staff-roles';

type Action = 'role' | 'deactivate' | 'password' | 'totp';

/**
 * What the owner can do to one account, from a menu, each behind a dialog that says what follows. One's own
 * account is changed on the account page: no owner demotes or deactivates themselves by a slip.
 */
export function StaffRowActions({
  member,
  isSelf,
  stores,
  onPassword,
}: {
  member: StaffMemberFieldsFragment;
  isSelf: boolean;
  stores: StoreOption[];
  onPassword: (password: string) => void;
}) {
  const t = useMessages(staffMessages);
  const client = useQueryClient();
  const [open, setOpen] = useState<Action | null>(null);
  const name = member.name;
  const done = () => {
    setOpen(null);
    void client.invalidateQueries({ queryKey: staffListKey });
  };
  const reactivate = useMutation({
    mutationFn: () => adminRequest(StaffAreaReactivateDocument, { id: member.id }),
    onSuccess: done,
  });
  if (isSelf) return <span className="text-slate-600">{t('you')}</span>;
  // One menu per row: the table stays narrow enough for a tablet, and the menu is React Aria's
  // (arrow keys, Escape, focus back to its button).
  const items: { id: Action | 'reactivate'; label: string; danger?: boolean }[] = member.active
    ? [
        { id: 'role', label: t('changeRole') },
        { id: 'password', label: t('resetPassword') },
        ...(member.totp_enabled ? [{ id: 'totp' as const, label: t('resetTotp') }] : []),
        { id: 'deactivate', label: t('deactivate'), danger: true },
      ]
    : [
        { id: 'reactivate', label: t('reactivate') },
        { id: 'password', label: t('resetPassword') },
      ];
  return (
    <>
      <MenuTrigger>
        <Button aria-label={t('actionsFor', { name })} isDisabled={reactivate.isPending}>
          <span className="whitespace-nowrap">
            {t('actions')} <span aria-hidden="true">▾</span>
          </span>
        </Button>
        <Popover
          placement="bottom end"
          className="min-w-52 rounded border border-slate-300 bg-white py-1 shadow-lg outline-none"
        >
          <Menu
            className="outline-none"
            onAction={(key) => {
              if (key === 'reactivate') reactivate.mutate();
              else setOpen(key as Action);
            }}
          >
            {items.map((item) => (
              <MenuItem
                key={item.id}
                id={item.id}
                className={`cursor-pointer px-4 py-2 outline-none data-[focused]:bg-slate-100 ${item.danger ? 'text-red-800' : ''}`}
              >
                {item.label}
              </MenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
      {reactivate.error ? <ErrorNotice error={reactivate.error} /> : null}
      {open === 'role' && (
        <ChangeRoleDialog
          member={member}
          stores={stores}
          onClose={() => setOpen(null)}
          onDone={done}
        />
      )}
      {open === 'deactivate' && (
        <ConfirmDialog
          title={t('deactivateTitle', { name })}
          text={t('deactivateText', { name })}
          danger
          run={() => adminRequest(StaffAreaDeactivateDocument, { id: member.id })}
          onClose={() => setOpen(null)}
          onDone={done}
        />
      )}
      {open === 'password' && (
        <ConfirmDialog
          title={t('resetPasswordTitle', { name })}
          text={t('resetPasswordText', { name })}
          run={async () => {
            const answer = await adminRequest(StaffAreaResetPasswordDocument, { id: member.id });
            onPassword(answer.adminResetStaffPassword.temporary_password);
          }}
          onClose={() => setOpen(null)}
          onDone={done}
        />
      )}
      {open === 'totp' && (
        <ConfirmDialog
          title={t('resetTotpTitle', { name })}
          text={t('resetTotpText', { name })}
          run={() => adminRequest(StaffAreaResetTotpDocument, { id: member.id })}
          onClose={() => setOpen(null)}
          onDone={done}
        />
      )}
    </>
  );
}

/** The engine's refusal in words for this screen: the last owner is the one known conflict. */
function ActionError({ error }: { error: unknown }) {
  const t = useMessages(staffMessages);
  if (errorCode(error) === 'CONFLICT' && /owner/i.test((error as Error).message)) {
    return (
      <p role="alert" className="my-3 rounded border border-red-300 bg-red-50 p-3 text-red-900">
        {t('lastOwner')}
      </p>
    );
  }
  return <ErrorNotice error={error} />;
}

function ConfirmDialog({
  title,
  text,
  danger = false,
  run,
  onClose,
  onDone,
}: {
  title: string;
  text: string;
  danger?: boolean;
  run: () => Promise<unknown>;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useMessages(staffMessages);
  const action = useMutation({ mutationFn: run, onSuccess: onDone });
  return (
    <ActionDialog title={title} isOpen onClose={onClose}>
      <p className="mb-4">{text}</p>
      {action.error ? <ActionError error={action.error} /> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button onPress={onClose}>{t('cancel')}</Button>
        <Button
          look={danger ? 'danger' : 'primary'}
          isDisabled={action.isPending}
          onPress={() => action.mutate()}
        >
          {t('confirm')}
        </Button>
      </div>
    </ActionDialog>
  );
}

function ChangeRoleDialog({
  member,
  stores,
  onClose,
  onDone,
}: {
  member: StaffMemberFieldsFragment;
  stores: StoreOption[];
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useMessages(staffMessages);
  const [role, setRole] = useState<StaffRole>(member.role);
  const [store, setStore] = useState(member.store_code ?? '');
  const [missingStore, setMissingStore] = useState(false);
  const change = useMutation({
    mutationFn: () =>
      adminRequest(StaffAreaChangeRoleDocument, {
        id: member.id,
        role,
        store: role === 'STORE_EMPLOYEE' ? store : null,
      }),
    onSuccess: onDone,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const needsStore = role === 'STORE_EMPLOYEE' && store === '';
    setMissingStore(needsStore);
    if (!needsStore) change.mutate();
  };
  return (
    <ActionDialog title={t('changeRoleTitle', { name: member.name })} isOpen onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <SelectField
          label={t('role')}
          value={role}
          onChange={(event) => setRole(event.target.value as StaffRole)}
        >
          {staffRoles.map((value) => (
            <option key={value} value={value}>
              {t(`role.${value}`)}
            </option>
          ))}
        </SelectField>
        {role === 'STORE_EMPLOYEE' && (
          <SelectField
            label={t('store')}
            hint={t('storeHint')}
            error={missingStore ? t('storeRequired') : undefined}
            value={store}
            onChange={(event) => setStore(event.target.value)}
          >
            <option value="">{t('chooseStore')}</option>
            {stores.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </SelectField>
        )}
        {change.error ? <ActionError error={change.error} /> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button onPress={onClose}>{t('cancel')}</Button>
          <Button type="submit" look="primary" isDisabled={change.isPending}>
            {t('save')}
          </Button>
        </div>
      </form>
    </ActionDialog>
  );
}
