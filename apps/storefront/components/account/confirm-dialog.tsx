'use client';

import { useTranslations } from '@/lib/i18n/client';
import { ModalDialog } from './modal-dialog';

/** Asks before something that cannot be undone (deleting an address). */
export function ConfirmDialog({
  title,
  text,
  confirm,
  cancel,
  onConfirm,
  onCancel,
}: {
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations('AccountPages');
  return (
    <ModalDialog
      title={title}
      closeLabel={t('close')}
      onClose={onCancel}
      role="alertdialog"
      testId="confirm-dialog"
    >
      <p className="mb-4">{text}</p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn btn-primary" onClick={onConfirm}>
          {confirm}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {cancel}
        </button>
      </div>
    </ModalDialog>
  );
}
