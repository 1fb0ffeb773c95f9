import type { DocumentNode, ExecutionResult, SelectionSetNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from './context.ts';

export interface ResponseCacheOptions {
  /** How long an answer may be served (spec §9: cache revalidate 10 seconds). */
  ttlMs: number;
  maxEntries: number;
  now: () => Date;
}

interface Entry {
  result: ExecutionResult;
  expires: number;
}

/**
 * Caches the answers to anonymous catalogue queries in memory. Listings are asked for again and
 * again with the same variables, and an answer only changes when the catalogue does, so the
 * engine clears the cache on every catalogue change; the time limit covers what changes with the
 * clock (a deal starting, a special price ending). Signed-in requests are never cached.
 */
export function createResponseCache(options: ResponseCacheOptions) {
  // yoga's parser cache hands out the same document object for the same query text.
  let byDocument = new WeakMap<DocumentNode, Map<string, Entry>>();
  let size = 0;
  // Bumped by clear(): an answer computed from data read before a change is not kept after it.
  let generation = 0;
  const order: [DocumentNode, string][] = [];

  const plugin: Plugin = {
    onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue as unknown as GraphQLContext & {
        requestProblem?: string | null;
      };
      if (context.customerToken || context.requestProblem || !isSharedQuery(args.document)) return;
      // Content answers in the request's language, so the language is part of the key.
      const key = `${context.storeCode}|${context.currency}|${context.locale ?? ''}|${args.operationName ?? ''}|${JSON.stringify(args.variableValues ?? {})}`;
      const now = options.now().getTime();
      const entries = byDocument.get(args.document);
      const hit = entries?.get(key);
      if (hit && hit.expires > now) {
        setResultAndStopExecution(hit.result);
        return;
      }
      const startedIn = generation;
      return {
        onExecuteDone({ result }) {
          if (Symbol.asyncIterator in result || result.errors || startedIn !== generation) return;
          let forDocument = byDocument.get(args.document);
          if (!forDocument) byDocument.set(args.document, (forDocument = new Map()));
          if (!forDocument.has(key)) {
            order.push([args.document, key]);
            size++;
          }
          forDocument.set(key, { result, expires: now + options.ttlMs });
          while (size > options.maxEntries) {
            const [document, oldest] = order.shift()!;
            byDocument.get(document)?.delete(oldest);
            size--;
          }
        },
      };
    },
  };

  return {
    plugin,
    clear() {
      generation++;
      byDocument = new WeakMap();
      order.length = 0;
      size = 0;
    },
  };
}

/**
 * Root fields whose answers belong to one shopper (a cart, an order) or change with what a
 * shopper does (a reset link is used up): never shared.
 */
const privateRootFields = new Set([
  'cart',
  'guestOrder',
  'guestOrderByToken',
  'adminOrders',
  'adminPaymentsNeedingAttention',
  'cmsPagePreview',
  'customer',
  'isPasswordResetTokenValid',
]);

function isSharedQuery(document: DocumentNode): boolean {
  return document.definitions.every(
    (definition) =>
      definition.kind !== 'OperationDefinition' ||
      (definition.operation === 'query' && !asksPrivateData(definition.selectionSet)),
  );
}

function asksPrivateData(selections: SelectionSetNode): boolean {
  return selections.selections.some((selection) =>
    selection.kind === 'Field'
      ? privateRootFields.has(selection.name.value)
      : selection.kind === 'InlineFragment'
        ? asksPrivateData(selection.selectionSet)
        : // A fragment spread at the root is rare; not looking it up, the answer is not shared.
          true,
  );
}
