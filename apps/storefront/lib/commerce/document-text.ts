import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';

const printed = new WeakMap<TypedDocumentNode<unknown, never>, string>();

/**
 * The text of a generated document, printed once per document: the engine (in process and over
 * HTTP) takes GraphQL as a string.
 */
export function documentText<TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
): string {
  let text = printed.get(document);
  if (text === undefined) {
    text = print(document);
    printed.set(document, text);
  }
  return text;
}

/** The operation's name, sent with browser requests so the engine's logs can tell them apart. */
export function operationName<TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
): string | undefined {
  for (const definition of document.definitions)
    if (definition.kind === 'OperationDefinition') return definition.name?.value;
  return undefined;
}
