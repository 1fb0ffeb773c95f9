import { draftMode } from 'next/headers';
import {
  previewPath,
  previewSecretMatches,
  previewTokenMatches,
} from '@/lib/preview/preview-request';

export const dynamic = 'force-dynamic';

const noStore = { 'cache-control': 'no-store' };

/**
 * `/api/preview?secret=…&slug=…[&locale=fr]`: with the preview secret, turns on Next's draft
 * mode for this browser (an httpOnly cookie) and sends it to the page, which then shows it even
 * when unpublished (`active: false`). A wrong or missing secret is a 401 and turns on nothing.
 * The back office's links carry `token=…` instead: signed for that one slug, valid for an hour.
 */
export async function GET(request: Request) {
  const parameters = new URL(request.url).searchParams;
  const slug = parameters.get('slug');
  const allowed =
    previewSecretMatches(parameters.get('secret')) ||
    previewTokenMatches(parameters.get('token'), slug);
  if (!allowed) {
    return Response.json({ error: 'Unauthorized' }, { status: 401, headers: noStore });
  }
  const target = previewPath(slug, parameters.get('locale'));
  if (!target) {
    return Response.json(
      { error: 'slug must be a page url key (lowercase words joined by - and /)' },
      { status: 400, headers: noStore },
    );
  }
  (await draftMode()).enable();
  return new Response(null, { status: 307, headers: { ...noStore, location: target } });
}
