import { logger } from '../../engine/logger.ts';
import type { PaynlCredentials } from '../paynl-config.ts';
import { startSimulatorServer } from './simulator-server.ts';

/**
 * `npm run paynl-simulator`: the Pay.nl simulator as its own process. It accepts the same
 * PAYNL_SERVICE_ID, PAYNL_TOKEN_CODE and PAYNL_API_TOKEN the shop is given (development values
 * when unset), so the shop reaches it by also setting PAYNL_API_URL to the address printed here.
 */
const env = process.env;
const credentials: PaynlCredentials = {
  serviceId: env.PAYNL_SERVICE_ID?.trim() || 'SL-0000-0000',
  tokenCode: env.PAYNL_TOKEN_CODE?.trim() || 'AT-0000-0000',
  apiToken: env.PAYNL_API_TOKEN?.trim() || 'simulator-api-token',
};
const port = Number(env.PORT ?? 0);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  throw new Error(`PORT must be a port number; got "${env.PORT}".`);
}
const retryDelaysMs = env.PAYNL_SIMULATOR_RETRY_MS?.trim()
  ? env.PAYNL_SIMULATOR_RETRY_MS.split(',').map((part) => {
      const ms = Number(part);
      if (!Number.isInteger(ms) || ms < 0) {
        throw new Error(
          `PAYNL_SIMULATOR_RETRY_MS must list milliseconds, e.g. 1000,2000,4000; got "${part}".`,
        );
      }
      return ms;
    })
  : undefined;

const running = await startSimulatorServer({
  credentials,
  port,
  host: env.HOST?.trim() || '127.0.0.1',
  publicUrl: env.PAYNL_SIMULATOR_PUBLIC_URL?.trim() || undefined,
  idealIssuers: env.PAYNL_SIMULATOR_ISSUERS === '1',
  retryDelaysMs,
  onExchangeAttempt: (attempt) => logger.info(attempt, 'exchange call'),
});
logger.info(
  { url: running.url, serviceId: credentials.serviceId, tokenCode: credentials.tokenCode },
  `Pay.nl simulator on ${running.url}`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void running.close().then(() => process.exit(0)));
}
