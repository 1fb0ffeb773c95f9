// The request id of each request the shop serves (ADR 0031): the sane id a balancer or client
// sent, else a new one. It opens the request context the engine's log reads, so every engine
// log line written for the request carries it, and the storefront sends it on to a separate
// engine in `x-request-id`.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** Same rule as the engine's (packages/commerce/src/observability/request-context.ts). */
const saneRequestId = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

/**
 * The process's one request context, shared through globalThis with the engine that Next's
 * bundles load (`__webshopRequestContext`).
 * @type {AsyncLocalStorage<{ requestId: string }>}
 */
export const requestContext = (globalThis.__webshopRequestContext ??= new AsyncLocalStorage());

/**
 * @param {string | string[] | undefined} sent
 * @returns {string}
 */
export function requestIdOf(sent) {
  return typeof sent === 'string' && saneRequestId.test(sent) ? sent : randomUUID();
}
