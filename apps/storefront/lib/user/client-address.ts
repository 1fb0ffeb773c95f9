const plausibleAddress = /^[0-9A-Fa-f:.]{2,45}$/;

/**
 * The shopper's network address for the engine's sign-in throttling (X-Forwarded-For): the
 * last hop of the request's X-Forwarded-For, which the shop's own server writes from the
 * socket; earlier entries are the client's to choose and are not trusted.
 */
export function clientAddressOf(request: Request): string | null {
  const hops = (request.headers.get('x-forwarded-for') ?? '').split(',');
  const last = hops[hops.length - 1]?.trim() ?? '';
  return plausibleAddress.test(last) ? last : null;
}
