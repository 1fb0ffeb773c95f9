import { shopConstants } from '../config/constants.ts';
import { deepestNesting } from './nesting.ts';

const { maxBodyBytes, maxJsonNesting } = shopConstants.graphql;
const graphqlMethods = ['GET', 'POST', 'OPTIONS'];

/**
 * Checks a request to the GraphQL endpoint before graphql-yoga reads it: the method, the size of
 * the body (read no further than the limit, whatever Content-Length says) and how deeply its JSON
 * nests. Answers a client error as a GraphQL error body, or the request to pass on (with the body
 * already read, since a stream can be read once).
 */
export async function boundGraphQLRequest(request: Request): Promise<Request | Response> {
  if (!graphqlMethods.includes(request.method)) {
    return clientError(405, 'METHOD_NOT_ALLOWED', `Use GET or POST for GraphQL.`, {
      allow: graphqlMethods.join(', '),
    });
  }
  if (request.method === 'GET') return checkQueryParameters(request);
  if (request.method !== 'POST') return request;
  // Browsers send form and text bodies across sites without asking first (no CORS preflight):
  // GraphQL takes JSON only, so no other site can make a visitor's browser run a mutation.
  if (!isJson(request.headers.get('content-type'))) {
    return clientError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send GraphQL requests as application/json (or queries with GET).',
      { 'accept-post': 'application/json' },
    );
  }

  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBodyBytes) return tooLarge();
  const body = await readAtMost(request, maxBodyBytes);
  if (body === null) return tooLarge();
  const text = new TextDecoder().decode(body);
  if (deepestNesting(text, 'json', maxJsonNesting) > maxJsonNesting) return tooDeep('The body');
  // Parsed here too, so the parser's own message (where and what it choked on) never reaches
  // the client: graphql-yoga would pass it on in the error's extensions.
  try {
    JSON.parse(text);
  } catch {
    return clientError(400, 'BAD_REQUEST', 'The request body is not valid JSON.');
  }
  // Media types ignore case, graphql-yoga does not: it gets the one spelling it reads.
  const headers = new Headers(request.headers);
  headers.set('content-type', 'application/json');
  return new Request(request.url, {
    method: 'POST',
    headers,
    body,
    signal: request.signal,
  });
}

/** `application/json`, with or without parameters (`; charset=utf-8`). */
function isJson(contentType: string | null): boolean {
  return /^application\/json\s*(;|$)/i.test(contentType?.trim() ?? '');
}

function checkQueryParameters(request: Request): Request | Response {
  const parameters = new URL(request.url).searchParams;
  for (const name of ['variables', 'extensions']) {
    const value = parameters.get(name);
    if (value === null || value === '') continue;
    if (deepestNesting(value, 'json', maxJsonNesting) > maxJsonNesting) {
      return tooDeep(`The ${name} parameter`);
    }
    try {
      JSON.parse(value);
    } catch {
      return clientError(400, 'BAD_REQUEST', `The ${name} parameter is not valid JSON.`);
    }
  }
  return request;
}

/** The body's bytes, or null once it passes `limit`: a chunked body has no length to trust. */
async function readAtMost(
  request: Request,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

function tooLarge(): Response {
  return clientError(
    413,
    'PAYLOAD_TOO_LARGE',
    `Request bodies are limited to ${maxBodyBytes / 1000} kB.`,
  );
}

function tooDeep(what: string): Response {
  return clientError(400, 'BAD_REQUEST', `${what} nests deeper than ${maxJsonNesting} levels.`);
}

export function clientError(
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return Response.json(
    { errors: [{ message, extensions: { code } }] },
    { status, headers: { ...headers, 'cache-control': 'no-store' } },
  );
}
