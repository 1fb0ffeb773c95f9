import { passToEngine } from './passthrough';

/**
 * Sitemaps and the product feed are the engine's (its feeds module streams them from the
 * catalogue): the storefront hands the request over as it is, at the same path, so the body
 * streams through and the engine's content type and caching headers stand.
 */
export function feedFromEngine(request: Request): Promise<Response> {
  return passToEngine(request, new URL(request.url).pathname);
}
