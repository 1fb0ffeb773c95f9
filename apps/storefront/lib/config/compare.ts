/**
 * spec §4, §9 compare list. The limit is the engine's `shopConstants.compareLimit`
 * (packages/commerce/src/config/constants.ts), written again here: the compare toggle is browser
 * code, and importing the engine's constants module would put all of it on every listing page
 * (ADR 0005). config.test.ts fails when the two differ.
 */
export const compareConfig = {
  /** §9 compare storage key. */
  storageKey: 'compare_skus',
  /** §9 limit 4. */
  limit: 4,
  /** §2 the compare toast shows once more than one product is listed. */
  toastFrom: 2,
} as const;
