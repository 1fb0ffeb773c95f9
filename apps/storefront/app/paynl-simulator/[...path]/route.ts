import { passToEngine } from '@/lib/commerce/passthrough';

/**
 * The local Pay.nl simulator's payment page, served by the engine when no Pay.nl credentials are
 * configured: the browser opens it on the shop's own address, and its form posts back here.
 */
export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return passToEngine(request, new URL(request.url).pathname);
}

export function POST(request: Request) {
  return passToEngine(request, new URL(request.url).pathname);
}
