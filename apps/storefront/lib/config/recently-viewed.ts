/** spec §9 recently viewed products, kept in browser storage. */
export const recentlyViewedConfig = {
  storageKey: 'recently_viewed',
  /** §9 recently viewed count: 5, or 4 (NEXT_PUBLIC_RECENTLY_VIEWED_COUNT); the engine's default is 5. */
  count: Number(process.env.NEXT_PUBLIC_RECENTLY_VIEWED_COUNT) || 5,
} as const;
