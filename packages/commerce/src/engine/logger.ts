import pino from 'pino';
import {
  maskEmailAddresses,
  maskLogRecord,
  redactedPaths,
} from '../observability/log-redaction.ts';
import { currentRequestId } from '../observability/request-context.ts';

/**
 * A structured log (JSON lines). Every line written while a request is handled carries its
 * `requestId`; credentials and personal data are censored (`log-redaction.ts`).
 */
export function createLogger(level: string, destination?: pino.DestinationStream) {
  return pino(
    {
      name: 'commerce',
      level,
      redact: { paths: redactedPaths, censor: '[redacted]' },
      mixin() {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      formatters: { log: maskLogRecord },
      hooks: {
        logMethod(args, method) {
          // The message text is masked as the fields are.
          const masked = args.map((part) =>
            typeof part === 'string' ? maskEmailAddresses(part) : part,
          );
          method.apply(this, masked as Parameters<typeof method>);
        },
      },
    },
    destination,
  );
}

/** The engine's log; LOG_LEVEL=silent quiets it (tests, benchmarks). */
export const logger = createLogger(
  process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
);

export type Logger = typeof logger;
