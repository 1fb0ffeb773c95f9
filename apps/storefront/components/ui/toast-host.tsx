'use client';

import { ToastContainer, toast, type CloseButtonProps, type TypeOptions } from 'react-toastify';
import { toastConfig } from '@/lib/config/toast';
import { useTranslations } from '@/lib/i18n/client';
import { CloseIcon } from './icons';

export interface ToastRequest {
  message: string;
  kind: 'info' | 'success' | 'error';
  className?: string;
  autoClose?: number;
  action?: { label: string; onClick: () => void };
}

/** A toast's close button, named in the page's language (the library's own says "close"). */
export function ToastCloseButton({
  closeToast,
  label,
}: Partial<CloseButtonProps> & { label: string }) {
  return (
    <button
      type="button"
      className="Toastify__close-button Toastify__close-button--light"
      aria-label={label}
      onClick={(event) => {
        event.stopPropagation();
        closeToast?.(true);
      }}
    >
      <CloseIcon className="h-4 w-4" aria-hidden="true" />
    </button>
  );
}

/**
 * spec §9: bottom center, 6000 ms, newest on top, draggable. The region and its close buttons
 * are named in the page's language (the library's defaults are English).
 */
export function ToastHost() {
  const t = useTranslations('ToastRegion');
  const close = t('close');
  return (
    <ToastContainer
      aria-label={t('label')}
      closeButton={(props) => <ToastCloseButton {...props} label={close} />}
      position={toastConfig.position}
      autoClose={toastConfig.autoCloseMs}
      newestOnTop={toastConfig.newestOnTop}
      draggable={toastConfig.draggable}
      hideProgressBar
      theme="colored"
    />
  );
}

/**
 * One toast per message at a time (spec §6: the wishlist prompt does not stack); the message is
 * its id, so showing it again while it is up does nothing.
 */
export function emitToast({ message, kind, className, autoClose, action }: ToastRequest) {
  const toastId = `${kind}:${message}`;
  if (toast.isActive(toastId)) return;
  const type: TypeOptions = kind;
  toast(
    action ? (
      <div className="flex items-center justify-between gap-3">
        <span>{message}</span>
        <button
          type="button"
          className="shrink-0 rounded-md bg-white px-3 py-1 text-sm font-semibold text-brand"
          // The toast stays while its button has the focus (and, react-toastify's default,
          // while the pointer is on it), so 1.5 s never takes the button from a shopper.
          onFocus={() => toast.pause({ id: toastId })}
          onBlur={() => toast.play({ id: toastId })}
          onClick={() => {
            toast.dismiss(toastId);
            action.onClick();
          }}
        >
          {action.label}
        </button>
      </div>
    ) : (
      message
    ),
    {
      toastId,
      type,
      // Errors interrupt; everything else is announced politely.
      role: kind === 'error' ? 'alert' : 'status',
      ...(className ? { className } : {}),
      ...(autoClose ? { autoClose } : {}),
    },
  );
}
