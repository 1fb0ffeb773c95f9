import { EnvelopArmor } from '@escape.tech/graphql-armor';
import { requestLocale } from './request-locale.ts';
import { GraphQLError, NoSchemaIntrospectionCustomRule, type GraphQLSchema } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { shopConstants } from '../config/constants.ts';
import type { EngineServices } from '../engine/services.ts';
import type { GraphQLContext } from './context.ts';
import { clientAddressFrom } from './client-address.ts';
import { logger } from '../engine/logger.ts';
import { allowedOriginsFromEnvironment, corsForOrigins, varyByOrigin } from './cors.ts';
import { privateAnswers } from './cache-control.ts';
import { boundDocuments } from './document-bounds.ts';
import { refuseUnsafeText } from './input-text.ts';
import { boundListItems } from './answer-bounds.ts';
import { createDocumentCache } from './document-cache.ts';
import { staffCookies, staffTokenFrom } from '../staff/session-cookie.ts';

export interface GraphQLServerOptions {
  services: EngineServices;
  /** The current schema; it is rebuilt when the filterable attributes change. */
  schema: () => GraphQLSchema;
  now?: () => Date;
  /** Extra plugins, e.g. to serve media next to GraphQL. */
  plugins?: Plugin[];
  /** Origins besides the shop's own allowed to call from a browser; default CORS_ALLOWED_ORIGINS. */
  allowedOrigins?: readonly string[];
  /**
   * Introspection and "Did you mean" suggestions: open in development, closed in production
   * unless GRAPHQL_INTROSPECTION=1. The storefront is typed from the printed schema, not from
   * introspection, so a closed schema costs the shop nothing.
   */
  openSchema?: boolean;
  /** Bytes of parsed documents kept (estimated); default 16 MB. */
  documentCacheBytes?: number;
}

export function schemaOpenByDefault(env = process.env): boolean {
  return env.NODE_ENV !== 'production' || env.GRAPHQL_INTROSPECTION === '1';
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
  const { maxDepth, maxCost, maxAliases, maxDirectives, maxTokens } = shopConstants.graphql;
  const openSchema = options.openSchema ?? schemaOpenByDefault();
  const protection = new EnvelopArmor({
    maxDepth: { n: maxDepth, exposeLimits: true, flattenFragments: true },
    costLimit: { maxCost, exposeLimits: true },
    // `__typename` counts too: a thousand aliases of it cost as much to answer as any field.
    maxAliases: { n: maxAliases, exposeLimits: true, allowList: [] },
    maxDirectives: { n: maxDirectives, exposeLimits: true },
    maxTokens: { n: maxTokens, exposeLimits: true },
    blockFieldSuggestion: { enabled: !openSchema },
  }).protect();
  const closeIntrospection: Plugin = {
    onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule),
  };

  return createYoga<Record<string, unknown>, RequestContext>({
    schema: options.schema(),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    parserAndValidationCache: createDocumentCache(options.documentCacheBytes ?? 16 * 1024 * 1024),
    graphiql: process.env.NODE_ENV !== 'production',
    cors: corsForOrigins(options.allowedOrigins ?? allowedOriginsFromEnvironment()),
    plugins: [
      boundDocuments,
      // The schema changes when filterable attributes do; each operation takes the current one.
      { onEnveloped: ({ setSchema }) => setSchema(options.schema()) } satisfies Plugin,
      ...protection.plugins,
      ...(openSchema ? [] : [closeIntrospection]),
      refuseUnsafeText,
      rejectUnknownStore,
      boundListItems,
      varyByOrigin,
      // Before the response cache: a cached answer stops execution, this still sees the query.
      privateAnswers,
      staffCookies,
      ...(options.plugins ?? []),
    ],
    maskedErrors: { maskError: keepShopErrors },
    logging: yogaLogger,
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
        clientAddress: clientAddressFrom(request.headers),
        adminKey: request.headers.get('x-admin-key'),
        staffToken: staffTokenFrom(request),
        locale: requestLocale(request.headers),
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

/** graphql-yoga's log lines (the errors it masks among them) go to the engine's one log. */
const yogaLogger = {
  debug: (...parts: unknown[]) => logger.debug(parts.map(String).join(' ')),
  info: (...parts: unknown[]) => logger.info(parts.map(String).join(' ')),
  warn: (...parts: unknown[]) => logger.warn(parts.map(String).join(' ')),
  error: (error: unknown, ...rest: unknown[]) =>
    logger.error(
      { err: error, detail: rest.length ? rest : undefined },
      'unexpected error in a GraphQL request',
    ),
};

/**
 * Errors the engine raises on purpose (bad input, limits) reach the client as they are; anything
 * else is logged and masked. Checked by name rather than instanceof, because bundlers may load
 * graphql's ESM and CJS builds side by side.
 */
function keepShopErrors(error: unknown, message: string): Error {
  const original = (error as { originalError?: unknown }).originalError;
  if (isGraphQLErrorLike(error) && (original === undefined || isGraphQLErrorLike(original))) {
    const shopError = error as GraphQLError;
    // graphql-armor's limits come without a code, and a client needs one to tell them apart. The
    // same error is kept (not a copy): yoga logs every error that masking replaces.
    if (shopError.extensions && shopError.extensions.code === undefined) {
      (shopError.extensions as Record<string, unknown>).code = 'BAD_REQUEST';
    }
    return shopError;
  }
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
