import { passToEngine } from '@/lib/commerce/passthrough';

/**
 * Pay.'s exchange (webhook) calls, legacy GET/POST and signed JSON POST, handed to the engine
 * untouched: the signature covers the raw body.
 */
export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return passToEngine(request, '/paynl/exchange');
}

export function POST(request: Request) {
  return passToEngine(request, '/paynl/exchange');
}
