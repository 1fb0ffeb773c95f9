/** spec §9 toasts: settings come from config. */
export const toastConfig = {
  /** §9 toasts auto close after 6000 ms. */
  autoCloseMs: 6000,
  /** §9 bottom center. */
  position: 'bottom-center',
  /** §9 newest on top. */
  newestOnTop: true,
  /** §9 draggable. */
  draggable: true,
} as const;
