import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type DocumentNode } from 'graphql';

/** The shop's route that forwards the back office's GraphQL to the engine with the staff cookie. */
export const adminGraphqlPath = '/api/admin/graphql';

/** An engine error by its code (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, BAD_USER_INPUT, …). */
export class AdminRequestError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly field?: string,
    /** BAD_USER_INPUT's reason (e.g. SPECIAL_NOT_BELOW_PRICE), for a screen's own words. */
    readonly reason?: string,
    /** The error's other extensions (a screen may read its own, e.g. `json_path`). */
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AdminRequestError';
  }
}

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: {
    message: string;
    extensions?: { code?: string; field?: string; reason?: string } & Record<string, unknown>;
  }[];
}

const printed = new WeakMap<object, string>();

function queryText(document: DocumentNode): string {
  let text = printed.get(document);
  if (!text) {
    text = print(document);
    printed.set(document, text);
  }
  return text;
}

/**
 * One typed operation against the engine. The session is the httpOnly staff cookie the browser
 * sends by itself; no script here ever holds a token. The first error of an answer is thrown as
 * an AdminRequestError with its code; a network failure or a non-JSON answer as NETWORK.
 */
export async function adminRequest<TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  ...[variables]: TVariables extends Record<string, never> ? [] : [TVariables]
): Promise<TResult> {
  let response: Response;
  try {
    response = await fetch(adminGraphqlPath, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: queryText(document), variables: variables ?? {} }),
    });
  } catch {
    throw new AdminRequestError('NETWORK', 'The shop could not be reached.');
  }
  let answer: GraphQLAnswer<TResult>;
  try {
    answer = (await response.json()) as GraphQLAnswer<TResult>;
  } catch {
    throw new AdminRequestError('NETWORK', `The shop answered ${response.status}.`);
  }
  const first = answer.errors?.[0];
  if (first) {
    throw new AdminRequestError(
      first.extensions?.code ?? 'INTERNAL_SERVER_ERROR',
      first.message,
      first.extensions?.field,
      first.extensions?.reason,
      first.extensions ?? {},
    );
  }
  if (!answer.data) throw new AdminRequestError('NETWORK', 'The shop sent no data.');
  return answer.data;
}

/** The code of any thrown value: AdminRequestError's own, otherwise INTERNAL_SERVER_ERROR. */
export function errorCode(error: unknown): string {
  return error instanceof AdminRequestError ? error.code : 'INTERNAL_SERVER_ERROR';
}
