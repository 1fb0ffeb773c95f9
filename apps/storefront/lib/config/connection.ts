/** spec §8 connection notices. */
export const connectionConfig = {
  /** How long 'back online' stays before it goes (ms); 'offline' stays while offline. */
  backOnlineMs: 5000,
} as const;
