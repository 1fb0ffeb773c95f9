import { passToEngine } from '@/lib/commerce/passthrough';

/** spec §7: the catalogue's GraphQL at /api/graphql, GET and POST, served by the engine. */
export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return passToEngine(request, '/graphql');
}

export function POST(request: Request) {
  return passToEngine(request, '/graphql');
}

export function OPTIONS(request: Request) {
  return passToEngine(request, '/graphql');
}
