import type { DocumentNode, ExecutionResult } from 'graphql';
import type { createGraphQLServer } from '../graphql/graphql-server.ts';

export interface GraphQLResult<T> {
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/**
 * Runs an operation through yoga's plugin pipeline (cache, limits, context, error masking)
 * without building an HTTP request body or parsing a response: in-process callers skip the
 * JSON round trip.
 */
export async function executeInProcess<T>(
  yoga: ReturnType<typeof createGraphQLServer>,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<GraphQLResult<T>> {
  // POST, as a browser would send it: yoga runs mutations only from POST requests.
  const request = new Request('http://engine.local/graphql', { method: 'POST', headers });
  const params = { query, variables };
  const { parse, validate, contextFactory, execute, schema } = yoga.getEnveloped({
    request,
    params,
  });
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch (error) {
    return { errors: [plainError(error)] };
  }
  const invalid = validate(schema, document);
  if (invalid.length > 0) return { errors: invalid.map(plainError) };
  const result = (await execute({
    schema,
    document,
    variableValues: variables,
    contextValue: await contextFactory(),
  })) as ExecutionResult;
  return {
    ...(result.data ? { data: result.data as T } : {}),
    ...(result.errors ? { errors: result.errors.map(plainError) } : {}),
  };
}

function plainError(error: unknown) {
  const { message, extensions } = error as {
    message: string;
    extensions?: Record<string, unknown>;
  };
  return extensions && Object.keys(extensions).length > 0 ? { message, extensions } : { message };
}
