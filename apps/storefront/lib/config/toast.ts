/** spec §9 toasts: bottom center, one message at a time here. */
export const toastConfig = {
  /** §9 toasts auto close after 6000 ms. */
  autoCloseMs: 6000,
} as const;
