import { logger } from './logger.ts';
import type { EngineServices } from './services.ts';

/**
 * Sweeps unpaid orders, reservations, sessions and reset links past their expiry every
 * `sweepMs` (0: never). A sweep still running when the next is due is not started twice.
 */
export function startExpirySweeper(
  services: EngineServices,
  sweepMs: number,
): { stop(): Promise<void> } {
  // The sweep under way, awaited on stop so the pool is not closed under it.
  let sweeping: Promise<unknown> | null = null;
  const sweeper =
    sweepMs > 0
      ? setInterval(() => {
          if (sweeping) return;
          sweeping = Promise.all([
            services.checkout.sweepExpired(),
            services.reservations.releaseExpired(),
            // Expired sessions and reset links, sign-in failures that no longer count.
            services.customers.sweepExpired(),
            services.staff.sweepExpired(),
          ])
            .catch((error: unknown) => logger.warn({ err: error }, 'expiry sweep failed'))
            .finally(() => (sweeping = null));
        }, sweepMs).unref()
      : null;
  return {
    async stop() {
      if (sweeper) clearInterval(sweeper);
      await sweeping;
    },
  };
}
