import { draftMode } from 'next/headers';
import { previewPath } from '@/lib/preview/preview-request';

export const dynamic = 'force-dynamic';

/** `/api/preview/exit[?slug=…&locale=…]`: leaves the preview and goes back to the page (or home). */
export async function GET(request: Request) {
  const parameters = new URL(request.url).searchParams;
  (await draftMode()).disable();
  const target = previewPath(parameters.get('slug'), parameters.get('locale')) ?? '/';
  return new Response(null, {
    status: 307,
    headers: { 'cache-control': 'no-store', location: target },
  });
}
