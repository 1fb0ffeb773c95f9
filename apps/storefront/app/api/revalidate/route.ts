import { revalidateTag } from 'next/cache';
import { markTagsStale } from '@/lib/commerce/cache-tags';
import { mayRevalidate } from '@/lib/commerce/page-revalidation';

/**
 * Expires cached pages and data by tag at once: POST {"tags": ["catalog"]} with
 * `Authorization: Bearer $REVALIDATE_SECRET` (engines in other processes, admin tools), or from
 * this server itself when its in-process engine reports a change.
 */
export async function POST(request: Request) {
  if (!mayRevalidate(request.headers.get('authorization'))) {
    return Response.json({ error: 'Unauthorized' }, { status: 401 });
  }
  const body = (await request.json().catch(() => null)) as { tags?: unknown } | null;
  const tags = Array.isArray(body?.tags)
    ? body.tags.filter((tag): tag is string => typeof tag === 'string' && tag.length <= 256)
    : [];
  if (tags.length === 0) return Response.json({ error: 'No tags' }, { status: 400 });
  markTagsStale(tags);
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return Response.json({ revalidated: tags });
}
