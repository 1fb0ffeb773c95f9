import { EnvelopArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { shopConstants } from '../config/constants.ts';
import type { EngineServices } from '../engine/services.ts';
import type { GraphQLContext } from './context.ts';
import { logger } from '../engine/logger.ts';

export interface GraphQLServerOptions {
  services: EngineServices;
  /** The current schema; it is rebuilt when the filterable attributes change. */
  schema: () => GraphQLSchema;
  now?: () => Date;
  /** Extra plugins, e.g. to serve media next to GraphQL. */
  plugins?: Plugin[];
}

/** Headers of spec §7: the store code and content currency, with the only valid values. */
const knownStores = new Set<string>([shopConstants.store.code]);
const knownCurrencies = new Set<string>([shopConstants.store.currency]);

type RequestContext = GraphQLContext & { requestProblem: string | null };

/**
 * graphql-yoga at `/graphql`, GET and POST, with depth, cost, alias and token limits so a
 * hostile query gets a clear error instead of eating the process.
 */
export function createGraphQLServer(options: GraphQLServerOptions) {
  const { maxDepth, maxCost } = shopConstants.graphql;
  const protection = new EnvelopArmor({
    maxDepth: { n: maxDepth, exposeLimits: true, flattenFragments: true },
    costLimit: { maxCost, exposeLimits: true },
    maxAliases: { n: 30, exposeLimits: true },
    maxDirectives: { n: 20, exposeLimits: true },
    maxTokens: { n: 5000, exposeLimits: true },
    // Field suggestions help developers of the storefront; the schema is public anyway.
    blockFieldSuggestion: { enabled: false },
  }).protect();

  return createYoga<Record<string, unknown>, RequestContext>({
    schema: options.schema(),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: process.env.NODE_ENV !== 'production',
    plugins: [
      // The schema changes when filterable attributes do; each operation takes the current one.
      { onEnveloped: ({ setSchema }) => setSchema(options.schema()) } satisfies Plugin,
      ...protection.plugins,
      rejectUnknownStore,
      ...(options.plugins ?? []),
    ],
    maskedErrors: { maskError: keepShopErrors },
    context: ({ request }) => {
      const storeCode = request.headers.get('store') ?? shopConstants.store.code;
      const currency = request.headers.get('content-currency') ?? shopConstants.store.currency;
      const authorization = request.headers.get('authorization') ?? '';
      const problem = !knownStores.has(storeCode)
        ? `Unknown store "${storeCode}"; this shop serves store ${[...knownStores].join(', ')}.`
        : !knownCurrencies.has(currency.toUpperCase())
          ? `Unsupported currency "${currency}"; prices are in ${[...knownCurrencies].join(', ')}.`
          : null;
      return {
        ...options.services,
        storeCode,
        currency: currency.toUpperCase(),
        customerToken: /^Bearer\s+(.+)$/i.exec(authorization)?.[1] ?? null,
        loaders: {
          details: options.services.catalog.detailsLoader(),
          stock: options.services.stores.stockLoader(),
        },
        now: options.now ?? (() => new Date()),
        requestProblem: problem,
      };
    },
  });
}

/**
 * Errors the engine raises on purpose (bad input, limits) reach the client as they are; anything
 * else is logged and masked. Checked by name rather than instanceof, because bundlers may load
 * graphql's ESM and CJS builds side by side.
 */
function keepShopErrors(error: unknown, message: string): Error {
  const original = (error as { originalError?: unknown }).originalError;
  if (isGraphQLErrorLike(error) && (original === undefined || isGraphQLErrorLike(original))) {
    return error as Error;
  }
  logger.error({ err: original ?? error }, 'unexpected error in a GraphQL request');
  return new GraphQLError(message, { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
}

function isGraphQLErrorLike(error: unknown): boolean {
  return error instanceof Error && error.name === 'GraphQLError';
}

const rejectUnknownStore: Plugin<RequestContext> = {
  onExecute({ args, setResultAndStopExecution }) {
    const problem = args.contextValue.requestProblem;
    if (problem) {
      setResultAndStopExecution({
        errors: [new GraphQLError(problem, { extensions: { code: 'BAD_USER_INPUT' } })],
      });
    }
  },
};
