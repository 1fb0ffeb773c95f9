import { passToEngine } from '@/lib/commerce/passthrough';
import { keptPrivate } from '@/lib/commerce/personal-answers';

/** spec §7: the catalogue's GraphQL at /api/graphql, GET and POST, served by the engine. */
export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  return keptPrivate(request, await passToEngine(request, '/graphql'));
}

export async function POST(request: Request) {
  return keptPrivate(request, await passToEngine(request, '/graphql'));
}

export function OPTIONS(request: Request) {
  return passToEngine(request, '/graphql');
}
