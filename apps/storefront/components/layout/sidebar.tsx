'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { useUiState } from '@/components/state/ui-state';
import type { SidebarView } from '@/lib/layout/ui-state';
import { CloseIcon } from '@/components/ui/icons';

interface Props {
  view: SidebarView;
  title: ReactNode;
  side?: 'left' | 'right';
  /** Replaces the default close-only header actions (e.g. a back button). */
  before?: ReactNode;
  closeLabel?: string;
  children: ReactNode;
  testId?: string;
}

/** A drawer for one sidebar view (spec §2): modal, closes on overlay click and Escape. */
export function Sidebar({
  view,
  title,
  side = 'right',
  before,
  closeLabel,
  children,
  testId,
}: Props) {
  const { state, closeSidebar } = useUiState();
  const t = useTranslations('Account');
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const open = state.sidebar.open && state.sidebar.view === view;

  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);

  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50" data-testid={testId}>
      <div className="absolute inset-0 bg-black/50" onClick={closeSidebar} aria-hidden="true" />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={`absolute top-0 flex h-full w-[min(420px,88vw)] flex-col bg-white shadow-xl ${side === 'left' ? 'left-0' : 'right-0'}`}
      >
        <div className="flex min-h-14 items-center gap-2 border-b border-line px-3">
          {before}
          <h2 id={titleId} className="flex-1 truncate text-lg font-bold">
            {title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            onClick={closeSidebar}
            className="inline-flex size-11 items-center justify-center rounded-md hover:bg-brand-light"
            aria-label={closeLabel ?? t('close')}
          >
            <CloseIcon />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto overscroll-contain">{children}</div>
      </div>
    </div>
  );
}
