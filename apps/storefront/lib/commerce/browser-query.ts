import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { shopConfig } from '@/lib/config/shop';
import { documentText, operationName } from './document-text';

/** The shopper's token, when signed in (spec §7); the account pages store it under this key. */
function shopperToken(): string | null {
  try {
    return window.localStorage.getItem('customerToken');
  } catch {
    return null;
  }
}

/**
 * Runs one generated operation from the browser, straight to /api/graphql with the spec's store,
 * currency and token headers (§7), and the page's language when the caller knows it (X-Locale:
 * the engine names categories, attributes and options in it; without it the shop's server takes
 * the language from the calling page's address). Null on any failure: its callers show nothing
 * then (§8).
 */
export async function browserQuery<TResult, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  signal?: AbortSignal,
  locale?: string,
): Promise<TResult | null> {
  const token = shopperToken();
  try {
    const response = await fetch('/api/graphql', {
      method: 'POST',
      signal: signal ?? null,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        Store: shopConfig.storeCode,
        'Content-Currency': shopConfig.currency,
        ...(locale ? { 'X-Locale': locale } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({
        operationName: operationName(document),
        query: documentText(document),
        variables,
      }),
    });
    if (!response.ok) return null;
    // The document's types describe the answer: the engine validated the query against them.
    const body: { data?: TResult | null } = await response.json();
    return body.data ?? null;
  } catch {
    return null;
  }
}
