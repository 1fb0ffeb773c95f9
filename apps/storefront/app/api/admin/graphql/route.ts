import { passToEngineAsStaff } from '@/lib/commerce/passthrough';

/**
 * The back office's GraphQL (apps/admin under /admin): the engine's /graphql with the staff
 * session cookie as the browser sent it. POST only, so every call carries the Origin the engine's
 * same-origin check reads (ADR 0028); nothing of it is ever cached.
 */
export const dynamic = 'force-dynamic';

export async function POST(request: Request) {
  const response = await passToEngineAsStaff(request, '/graphql');
  const headers = new Headers(response.headers);
  headers.set('cache-control', 'no-store');
  return new Response(response.body, { status: response.status, headers });
}

export function GET() {
  return new Response('Use POST.', {
    status: 405,
    headers: {
      allow: 'POST',
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
    },
  });
}
