'use client';

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

/**
 * Shows a toast from anywhere in the browser. The toast library and its container load with the
 * first toast (ADR 0005): until then a page carries only this function.
 */
export const showToast: Show = (message, kind = 'info', options = {}) => {
  void import('./toast-host').then((host) => host.emitToast({ message, kind, ...options }));
};

/** The toast function, for components (the same `showToast`). */
export const useToast = (): Show => showToast;
