import { guardedJsonBody } from '@/lib/cart/request-guard';
import { followNewsletterLink, newsletterLinkSchema } from '@/lib/newsletter/newsletter-link';
import { requestLocale } from '@/lib/user/user-texts';

export const dynamic = 'force-dynamic';

const reply = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

/**
 * The buttons of /newsletter/confirm and /newsletter/unsubscribe: `{ action, email, code }` from
 * the mailed link, guarded like /api/cart (same origin, JSON, bounded). A press, not the page
 * load, acts, so a mail scanner that opens links subscribes or unsubscribes nobody.
 */
export async function POST(request: Request) {
  const guarded = await guardedJsonBody(request);
  if (!guarded.ok)
    return reply(guarded.status, {
      status: 'error',
      error: 'REFUSED',
      code: guarded.code,
      message: guarded.message,
    });
  const parsed = newsletterLinkSchema.safeParse(guarded.body);
  if (!parsed.success) return reply(400, { status: 'error', error: 'INVALID_LINK' });
  const outcome = await followNewsletterLink(parsed.data, requestLocale(request));
  if (outcome.status === 'error')
    return reply(outcome.error === 'UNAVAILABLE' ? 503 : 400, outcome);
  return reply(200, outcome);
}
