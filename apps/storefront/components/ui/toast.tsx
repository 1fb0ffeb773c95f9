'use client';

import { useEffect, useState } from 'react';
import { deferred } from './deferred';

export type ToastKind = 'info' | 'success' | 'error';

export interface ToastOptions {
  /** spec §8: a class naming the action (addToCart, userError, …). */
  className?: string;
  /** Milliseconds; spec §9's 6000 unless a toast says otherwise (the add-to-cart toast: 1500). */
  autoClose?: number;
  /** A button in the toast (spec §4: 'view cart'). */
  action?: { label: string; onClick: () => void };
}

type Show = (message: string, kind?: ToastKind, options?: ToastOptions) => void;

// The toast library and its container load with the first toast (ADR 0005). The container is
// rendered in the page's own React tree: a root of its own would need react-dom/client in a
// chunk of its own and split the framework's chunks (measured: +0.4 kB on every page).
const ToastHost = deferred(() => import('./toast-host').then((m) => m.ToastHost));
let requestHost: (() => void) | undefined;

/** Shows a toast from anywhere in the browser (the cart flow runs outside React's tree). */
export const showToast: Show = (message, kind = 'info', options = {}) => {
  requestHost?.();
  void import('./toast-host').then((host) => host.emitToast({ message, kind, ...options }));
};

/** The toast function, for components (the same `showToast`). */
export const useToast = (): Show => showToast;

/** Mounts the toast container (spec §9 options) the first time a toast is shown. */
export function Toasts() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    requestHost = () => setMounted(true);
  }, []);
  return mounted ? <ToastHost /> : null;
}
