'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { useUiState } from '@/components/state/ui-state';
import type { SidebarView } from '@/lib/layout/ui-state';
import { CloseIcon } from '@/components/ui/icons';

interface Props {
  /** The UI state's sidebar view it shows; or `open` and `onClose` for a drawer of its own. */
  view?: SidebarView;
  open?: boolean;
  onClose?: () => void;
  title: ReactNode;
  /**
   * Changes when the drawer shows another level (a submenu): the new title then takes focus,
   * so keyboard and screen-reader users know where they are.
   */
  titleKey?: string;
  side?: 'left' | 'right';
  /** Replaces the default close-only header actions (e.g. a back button). */
  before?: ReactNode;
  closeLabel?: string;
  /** Where focus goes on close when what opened it is gone (a dropdown that closed). */
  fallbackFocus?: string;
  children: ReactNode;
  testId?: string;
}

/**
 * The shop's one drawer (spec §2 sidebar views), a native modal `<dialog>`: the browser keeps
 * focus inside it and makes the page behind inert; Escape, the close button and a click on the
 * backdrop close it, and focus goes back to what opened it (ADR 0011).
 */
export function Sidebar({
  view,
  open: openProp,
  onClose,
  title,
  titleKey,
  side = 'right',
  before,
  closeLabel,
  fallbackFocus,
  children,
  testId,
}: Props) {
  const { state, closeSidebar: closeUiSidebar } = useUiState();
  const closeSidebar = onClose ?? closeUiSidebar;
  const t = useTranslations('Account');
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  // The page the drawer opened on: after a link in it led elsewhere, focus is the new page's.
  const openedOn = useRef<string | null>(null);
  const open = openProp ?? (state.sidebar.open && state.sidebar.view === view);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      openedOn.current = window.location.pathname;
      dialog.showModal();
      closeRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const firstTitle = useRef(true);
  useEffect(() => {
    if (firstTitle.current) {
      firstTitle.current = false;
      return;
    }
    if (open) titleRef.current?.focus();
    // Only a change of level moves focus, not the first render of one.
  }, [titleKey]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      data-testid={open ? testId : undefined}
      onClose={() => {
        if (open) closeSidebar();
        const left = openedOn.current !== null && openedOn.current !== window.location.pathname;
        openedOn.current = null;
        if (left) {
          opener.current = null;
          return;
        }
        const back = opener.current?.isConnected
          ? opener.current
          : fallbackFocus
            ? document.querySelector<HTMLElement>(fallbackFocus)
            : null;
        back?.focus();
        opener.current = null;
      }}
      // A click on the backdrop lands on the dialog itself, outside its panel.
      onClick={(event) => {
        if (event.target === event.currentTarget) closeSidebar();
      }}
      className={`fixed top-0 m-0 h-dvh max-h-none w-[min(420px,88vw)] max-w-none bg-white p-0 shadow-xl backdrop:bg-black/50 open:flex open:flex-col ${side === 'left' ? 'left-0' : 'right-0 left-auto'}`}
    >
      {open ? (
        <>
          <div className="flex min-h-14 items-center gap-2 border-b border-line px-3">
            {before}
            <h2
              id={titleId}
              ref={titleRef}
              tabIndex={-1}
              className="flex-1 truncate text-lg font-bold focus:outline-none focus-visible:ring-2 focus-visible:ring-brand"
            >
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
        </>
      ) : null}
    </dialog>
  );
}
