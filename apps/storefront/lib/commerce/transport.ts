import { shopperLocale } from './shopper-locale';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { shopConfig } from '@/lib/config/shop';
import { documentText } from './document-text';
import { errorMessage } from './errors';
import { getEngine } from './engine';
import { currentRequestId } from '@webshop/commerce/contracts';

export type CommerceResult<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      error: {
        message: string;
        unavailable: boolean;
        clientError?: boolean;
        code?: string;
        /** The engine's reason and its values (extensions.reason/params), to say it translated. */
        reason?: string;
        params?: Record<string, unknown>;
        /** How long a throttled request must wait (extensions.retryAfterSeconds). */
        retryAfterSeconds?: number;
      };
    };

/** Codes of errors in what was asked (a filter no category has), not in the shop. */
const clientErrorCodes = new Set(['BAD_USER_INPUT', 'GRAPHQL_VALIDATION_FAILED', 'BAD_REQUEST']);

export interface QueryOptions {
  /** Shopper's token (spec §7 Authorization Bearer). */
  token?: string | null;
  timeoutMs?: number;
  /** The page's language: the engine mails the shopper in it (X-Locale). */
  locale?: string;
  /** The shopper's address (X-Forwarded-For): the engine throttles sign-in per client. */
  clientAddress?: string | null;
  /** The shop staff's key (X-Admin-Key), for the staff's own reads (a page's preview). */
  adminKey?: string | null;
}

/** The engine's address when it runs apart; absent means in-process. */
export const remoteGraphQLUrl = process.env.COMMERCE_GRAPHQL_URL || null;

/**
 * spec §7 request headers: store code, content currency, the page's language and, when signed
 * in, the token.
 */
export function commerceHeaders(
  token?: string | null,
  locale?: string,
  clientAddress?: string | null,
): Record<string, string> {
  return {
    Store: shopConfig.storeCode,
    'Content-Currency': shopConfig.currency,
    ...(locale ? { 'X-Locale': locale } : {}),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...(clientAddress ? { 'X-Forwarded-For': clientAddress } : {}),
  };
}

/** Operations without variables may leave them out. */
type VariablesArgument<TVariables> = [TVariables] extends [{ [key: string]: never }]
  ? [variables?: TVariables, options?: QueryOptions]
  : [variables: TVariables, options?: QueryOptions];

/**
 * Runs one generated GraphQL operation against the engine (in process, or over HTTP when
 * COMMERCE_GRAPHQL_URL is set); its result and variables are typed by the document. Never
 * throws: failures come back as `{ ok: false }` with the spec's message, and `unavailable` when
 * the engine could not be reached at all.
 */
export async function commerceQuery<TResult, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TResult, TVariables>,
  ...[variables, options = {}]: VariablesArgument<TVariables>
): Promise<CommerceResult<TResult>> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  try {
    const result = await run<TResult>(
      documentText(document),
      variables ?? {},
      options.token,
      timeoutMs,
      options.locale ?? shopperLocale(),
      options.clientAddress,
      options.adminKey,
    );
    if (result.errors?.length) {
      const extensions = result.errors[0]?.extensions;
      const code = extensions?.code;
      const clientError = typeof code === 'string' && clientErrorCodes.has(code);
      const { reason, params, retryAfterSeconds } = extensions ?? {};
      return {
        ok: false,
        error: {
          message: errorMessage(result),
          unavailable: false,
          clientError,
          ...(typeof code === 'string' ? { code } : {}),
          ...(typeof reason === 'string' ? { reason } : {}),
          ...(params !== null && typeof params === 'object'
            ? { params: params as Record<string, unknown> }
            : {}),
          ...(typeof retryAfterSeconds === 'number' ? { retryAfterSeconds } : {}),
        },
      };
    }
    if (result.data === undefined || result.data === null) {
      return { ok: false, error: { message: errorMessage(result), unavailable: false } };
    }
    return { ok: true, data: result.data };
  } catch (error) {
    return { ok: false, error: { message: errorMessage(error), unavailable: true } };
  }
}

interface GraphQLResponse<T> {
  data?: T | null;
  errors?: {
    message: string;
    extensions?: {
      code?: unknown;
      reason?: unknown;
      params?: unknown;
      retryAfterSeconds?: unknown;
    };
  }[];
}

async function run<T>(
  query: string,
  variables: Record<string, unknown>,
  token: string | null | undefined,
  timeoutMs: number,
  locale: string | undefined,
  clientAddress: string | null | undefined,
  adminKey: string | null | undefined,
): Promise<GraphQLResponse<T>> {
  const headers = {
    ...commerceHeaders(token, locale, clientAddress),
    ...(adminKey ? { 'X-Admin-Key': adminKey } : {}),
  };
  if (!remoteGraphQLUrl) {
    // Starting the engine (and seeding on the very first start) is not part of the timeout.
    const engine = await getEngine();
    const result: GraphQLResponse<T> = await withTimeout(
      engine.execute<T>(query, variables, headers),
      timeoutMs,
    );
    // In-process results are graphql-js objects with null prototypes; React only passes plain
    // objects to client components, so they are copied into plain ones.
    return structuredClone(result);
  }
  // The engine apart logs the shop request's id on its lines too (the in-process engine reads it
  // from the request context it runs in).
  const requestId = currentRequestId();
  const response = await fetch(remoteGraphQLUrl, {
    signal: AbortSignal.timeout(timeoutMs),
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...headers,
      ...(requestId ? { 'x-request-id': requestId } : {}),
    },
    body: JSON.stringify({ query, variables }),
    cache: 'no-store',
  });
  if (!response.ok && !response.headers.get('content-type')?.includes('json')) {
    throw new Error(response.statusText || `HTTP ${response.status}`);
  }
  // The document's types describe the answer: the engine validated the query against them.
  const body: GraphQLResponse<T> = await response.json();
  return body;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The engine did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
