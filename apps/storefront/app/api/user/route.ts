import { getUserReply, postUserReply, type UserReply } from '@/lib/user/user-replies';

/** spec §7 /api/user: the shopper's account state and actions, never cached. */
export const dynamic = 'force-dynamic';

function respond(reply: UserReply): Response {
  const headers = new Headers({ 'cache-control': 'no-store' });
  for (const cookie of reply.cookies) headers.append('set-cookie', cookie);
  return Response.json(reply.body, { status: reply.status, headers });
}

/** ?locale=&currency= are accepted (spec §7); the shop has one store and one currency. */
export async function GET(request: Request) {
  return respond(await getUserReply(request));
}

export async function POST(request: Request) {
  return respond(await postUserReply(request));
}
