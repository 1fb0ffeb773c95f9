import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface Readiness {
  ready: boolean;
}

export interface Lifecycle {
  readiness(): Promise<Readiness>;
  readinessTimeoutMs?: number;
  readonly draining: boolean;
  readonly inFlight: number;
  track(request: IncomingMessage, response: ServerResponse): void;
  shutdown(): Promise<{ unfinished: number; ms: number }>;
}

export function answerHealth(
  request: IncomingMessage,
  response: ServerResponse,
  lifecycle: Pick<Lifecycle, 'draining' | 'readiness' | 'readinessTimeoutMs'>,
): boolean;

export function createLifecycle(options: {
  server: Server;
  readiness: () => Promise<Readiness>;
  drainMs?: number;
  timeoutMs?: number;
  close?: () => Promise<void>;
  log?: { info?: (message: string) => void; warn?: (message: string) => void };
}): Lifecycle;

export function msFromEnv(value: string | undefined, fallback: number): number;
