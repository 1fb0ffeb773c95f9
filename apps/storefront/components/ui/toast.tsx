'use client';

import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { toastConfig } from '@/lib/config/toast';

interface Toast {
  id: number;
  message: string;
  kind: 'info' | 'success' | 'error';
}

const ToastContext = createContext<(message: string, kind?: Toast['kind']) => void>(() => {});

/** spec §9 toasts: bottom center, closing by themselves; one message at a time here. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const show = useCallback((message: string, kind: Toast['kind'] = 'info') => {
    // One at a time: the same message again does not stack (spec §6 wishlist toast).
    setToast((current) =>
      current?.message === message ? current : { id: Date.now(), message, kind },
    );
  }, []);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), toastConfig.autoCloseMs);
    return () => clearTimeout(timer);
  }, [toast]);
  const colours = { info: 'bg-brand', success: 'bg-success', error: 'bg-red-700' };
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex justify-center px-4"
      >
        {toast ? (
          <p
            className={`pointer-events-auto rounded-md px-4 py-3 text-white shadow-lg ${colours[toast.kind]}`}
          >
            {toast.message}
          </p>
        ) : null}
      </div>
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
