'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from '@/components/ui/icons';

/**
 * The account pages' dialogs: a native modal <dialog> (ADR 0011), open while mounted; Escape,
 * the close button and a click on the backdrop close it, and focus goes back to the opener.
 */
export function ModalDialog({
  title,
  closeLabel,
  onClose,
  children,
  testId,
  role,
}: {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
  role?: 'alertdialog';
}) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement as HTMLElement | null;
    if (element && !element.open) element.showModal();
    return () => {
      element?.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      role={role}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => event.target === event.currentTarget && onClose()}
      className="m-auto max-h-[92vh] w-[min(40rem,94vw)] overflow-y-auto rounded-lg bg-white p-0 shadow-xl backdrop:bg-black/50"
      data-testid={testId}
    >
      <div className="sticky top-0 z-10 flex items-center gap-2 border-b border-line bg-white px-4 py-2">
        <h2 id={titleId} className="flex-1 text-lg font-bold">
          {title}
        </h2>
        <button
          type="button"
          aria-label={closeLabel}
          className="flex size-11 items-center justify-center"
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </div>
      <div className="p-4">{children}</div>
    </dialog>
  );
}
