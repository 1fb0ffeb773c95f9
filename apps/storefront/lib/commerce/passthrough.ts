import { defaultLocale } from '@/lib/i18n/locales';
import { getEngine } from './engine';
import { remoteGraphQLUrl } from './transport';
import { actingSessionToken } from '@/lib/user/session-cookie';
import { clientAddressOf } from '@/lib/user/client-address';

/**
 * Hands a browser request to the engine: in process through `engine.fetch`, or proxied to the
 * standalone engine (same path below its origin) when COMMERCE_GRAPHQL_URL is set.
 */
export async function passToEngine(request: Request, enginePath: string): Promise<Response> {
  return forward(request, enginePath, actingSessionToken(request));
}

/**
 * The back office's calls: the staff session cookie passes as the browser sent it, and no
 * shopper's token is added (a staff member may be signed in to the shop in the same browser,
 * and the engine must never mix the two).
 */
export function passToEngineAsStaff(request: Request, enginePath: string): Promise<Response> {
  return forward(request, enginePath, null, { staff: true });
}

async function forward(
  request: Request,
  enginePath: string,
  token: string | null,
  { staff = false } = {},
): Promise<Response> {
  const incoming = new URL(request.url);
  const headers = new Headers(request.headers);
  // The engine counts a client by the last X-Forwarded-For entry: it gets exactly the address
  // this server derived, as on every other route, never the chain a client wrote itself.
  headers.delete('x-forwarded-for');
  const clientAddress = clientAddressOf(request);
  if (clientAddress) headers.set('x-forwarded-for', clientAddress);
  // The browser's own Accept-Language is not the page's language: the page's path prefix is.
  if (!headers.has('x-locale')) headers.set('x-locale', pageLocale(headers.get('referer')));
  // Scripts never hold the session token (httpOnly cookie): the shop's server adds spec §7's
  // bearer token, and only to requests that pass the same-origin check. (An Authorization header
  // a client sends itself cannot be forged cross-site, so it passes as it is.)
  if (staff) headers.delete('authorization');
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (!remoteGraphQLUrl) {
    const engine = await getEngine();
    const url = new URL(enginePath + incoming.search, 'http://engine.local');
    return engine.fetch(new Request(url, { ...requestInit(request), headers }));
  }
  const target = new URL(enginePath + incoming.search, remoteGraphQLUrl);
  headers.delete('host');
  // The body is passed on as it arrives (a catalogue upload may be tens of megabytes); the
  // engine bounds it, so this server never holds a whole upload in memory.
  const response = await fetch(target, { ...requestInit(request), headers, redirect: 'manual' });
  const outgoing = new Headers(response.headers);
  outgoing.delete('content-encoding');
  outgoing.delete('content-length');
  return new Response(response.body, { status: response.status, headers: outgoing });
}

/** The language of the page a browser call came from: /fr/… is fr, no prefix is the shop's nl. */
function pageLocale(referer: string | null): string {
  const path = referer && URL.canParse(referer) ? new URL(referer).pathname : '/';
  return /^\/(fr|de|en)(?=\/|$)/.exec(path)?.[1] ?? defaultLocale;
}

function requestInit(request: Request): RequestInit & { duplex?: 'half' } {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return {
    method: request.method,
    signal: request.signal,
    ...(hasBody ? { body: request.body, duplex: 'half' } : {}),
  };
}
