import { passToEngine } from '@/lib/commerce/passthrough';

/**
 * The content workflow against the running shop (`npm run content`): the engine's
 * /admin/content, which checks the staff key (X-Admin-Key) and bounds the body itself.
 */
export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return passToEngine(request, '/admin/content');
}

export function POST(request: Request) {
  return passToEngine(request, '/admin/content');
}
