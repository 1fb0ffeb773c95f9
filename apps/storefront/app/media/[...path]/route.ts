import { passToEngine } from '@/lib/commerce/passthrough';

/** Product images and other engine media; page-builder files in public/media are served first. */
export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const { pathname } = new URL(request.url);
  return passToEngine(request, pathname);
}
