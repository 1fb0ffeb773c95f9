import type { DocumentNode, SelectionSetNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Root fields of the public catalogue: the same answer for every shopper who asks. Anything
 * else (a cart, an order, the customer, staff queries, a reset link's validity) belongs to one
 * shopper or changes with what a shopper does. A new root field is private until listed here.
 */
const publicRootFields = new Set([
  '__typename',
  '__schema',
  '__type',
  'activeDeal',
  'brand',
  'brands',
  'categories',
  'categoryList',
  'cmsPage',
  'cmsPages',
  'dutchAddressLookupAvailable',
  'layoutData',
  'physicalStore',
  'physicalStores',
  'productStocks',
  'products',
  'route',
  'siteMap',
  'storeConfig',
]);

/** Requests whose operation was a public catalogue query, asked without a session. */
const publicAnswers = new WeakSet<Request>();

/**
 * `Cache-Control: private, no-store` on every GraphQL answer except a public catalogue query
 * asked without a session: an answer with personal data (`GET ?query={customer{email}}`) must
 * never be kept by a browser's or a proxy's cache, whichever method carried it.
 */
export const privateAnswers: Plugin = {
  onExecute({ args }) {
    const context = args.contextValue as { request?: Request; customerToken?: string | null };
    if (context.request && !context.customerToken && isPublicQuery(args.document)) {
      publicAnswers.add(context.request);
    }
  },
  onResponse({ request, response }) {
    if (publicAnswers.has(request) && !request.headers.has('authorization')) return;
    response.headers.set('cache-control', 'private, no-store');
  },
};

/**
 * Whether a document asks only the public catalogue: the one test both for `Cache-Control` and
 * for the engine's shared response cache, so a new root field is private in both until listed.
 */
export function isPublicQuery(document: DocumentNode): boolean {
  return document.definitions.every(
    (definition) =>
      definition.kind !== 'OperationDefinition' ||
      (definition.operation === 'query' && onlyPublicFields(definition.selectionSet)),
  );
}

function onlyPublicFields(selections: SelectionSetNode): boolean {
  return selections.selections.every((selection) =>
    selection.kind === 'Field'
      ? publicRootFields.has(selection.name.value)
      : selection.kind === 'InlineFragment'
        ? onlyPublicFields(selection.selectionSet)
        : // A fragment spread at the root is not looked up: the answer counts as private.
          false,
  );
}
