'use client';

import { createRoot } from 'react-dom/client';
import { ToastContainer, toast, type TypeOptions } from 'react-toastify';
import { toastConfig } from '@/lib/config/toast';

export interface ToastRequest {
  message: string;
  kind: 'info' | 'success' | 'error';
  className?: string;
  autoClose?: number;
  action?: { label: string; onClick: () => void };
}

/** spec §9: bottom center, 6000 ms, newest on top, draggable. */
function ToastHost() {
  return (
    <ToastContainer
      position={toastConfig.position}
      autoClose={toastConfig.autoCloseMs}
      newestOnTop={toastConfig.newestOnTop}
      draggable={toastConfig.draggable}
      hideProgressBar
      theme="colored"
    />
  );
}

let mounted = false;

/** The container mounts once, in a root of its own at the end of the body, with the first toast. */
function mountHost() {
  if (mounted) return;
  mounted = true;
  const element = document.createElement('div');
  document.body.append(element);
  createRoot(element).render(<ToastHost />);
}

/**
 * One toast per message at a time (spec §6: the wishlist prompt does not stack); the message is
 * its id, so showing it again while it is up does nothing.
 */
export function emitToast({ message, kind, className, autoClose, action }: ToastRequest) {
  mountHost();
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
    { toastId, type, ...(className ? { className } : {}), ...(autoClose ? { autoClose } : {}) },
  );
}
