'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { deferred } from './deferred';
import type { ToastRequest } from './toast-host';

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

// The toast library loads with the first toast (ADR 0005): until then pages carry only this file.
const ToastHost = deferred(() => import('./toast-host').then((m) => m.ToastHost));
let requestHost: (() => void) | null = null;

/** Shows a toast from anywhere in the browser (the cart flow runs outside React's tree). */
export const showToast: Show = (message, kind = 'info', options = {}) => {
  requestHost?.();
  const request: ToastRequest = { message, kind, ...options };
  void import('./toast-host').then((m) => m.emitToast(request));
};

/** Mounts the toast container (spec §9 options) the first time a toast is shown. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    requestHost = () => setMounted(true);
    return () => {
      requestHost = null;
    };
  }, []);
  return (
    <>
      {children}
      {mounted ? <ToastHost /> : null}
    </>
  );
}

/** The toast function, for components (the same `showToast`). */
export const useToast = (): Show => showToast;
