import pino from 'pino';

/** The engine's structured log; LOG_LEVEL=silent quiets it (tests, benchmarks). */
export const logger = pino({
  name: 'commerce',
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
});

export type Logger = typeof logger;
