import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** What every log line of one request carries. */
export interface RequestContext {
  requestId: string;
}

type ContextScope = typeof globalThis & {
  __webshopRequestContext?: AsyncLocalStorage<RequestContext>;
};

/**
 * One store per process, kept on globalThis: the shop's server (`server/request-id.mjs`) opens
 * the context for a request, and the in-process engine, loaded in another module graph by
 * Next's bundles, logs inside that same context.
 */
export const requestContext: AsyncLocalStorage<RequestContext> = ((
  globalThis as ContextScope
).__webshopRequestContext ??= new AsyncLocalStorage<RequestContext>());

export const requestIdHeader = 'x-request-id';

/**
 * An id a client or balancer sent is kept only when it is short and plain (letters, digits and
 * `-_.:`, at most 64): it lands in every log line, so it must not carry line breaks, markup or
 * a payload of its own.
 */
const saneRequestId = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

export function acceptedRequestId(value: string | null | undefined): string | undefined {
  return value && saneRequestId.test(value) ? value : undefined;
}

/** The request's id: the sane one it came with, else the surrounding request's, else a new one. */
export function requestIdFor(headers: Headers): string {
  return (
    acceptedRequestId(headers.get(requestIdHeader)) ??
    requestContext.getStore()?.requestId ??
    randomUUID()
  );
}

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}
