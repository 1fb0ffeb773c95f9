import { revalidateTag } from 'next/cache';
import { markTagsStale } from '@/lib/commerce/cache-tags';

/**
 * Invalidates cached pages by tag, for engines running in another process (or an admin tool):
 * POST {"tags": ["catalog"]} with `Authorization: Bearer $REVALIDATE_SECRET`.
 */
export async function POST(request: Request) {
  const secret = process.env.REVALIDATE_SECRET;
  if (!secret || request.headers.get('authorization') !== `Bearer ${secret}`) {
    return Response.json({ error: 'Unauthorized' }, { status: 401 });
  }
  const body = (await request.json().catch(() => null)) as { tags?: unknown } | null;
  const tags = Array.isArray(body?.tags)
    ? body.tags.filter((tag): tag is string => typeof tag === 'string')
    : [];
  if (tags.length === 0) return Response.json({ error: 'No tags' }, { status: 400 });
  markTagsStale(tags);
  for (const tag of tags) revalidateTag(tag, 'max');
  return Response.json({ revalidated: tags });
}
