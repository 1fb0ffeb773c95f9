import { z } from 'zod/mini';
import {
  ConfirmNewsletterDocument,
  UnsubscribeNewsletterDocument,
} from '@/lib/commerce/generated/graphql';
import { commerceQuery } from '@/lib/commerce/transport';

/** A mailed newsletter link: what it does, for whom, with the engine's signed code. */
export const newsletterLinkSchema = z.object({
  action: z.enum(['confirm', 'unsubscribe']),
  email: z.string().check(z.minLength(3), z.maxLength(254)),
  code: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
});

export type NewsletterLink = z.infer<typeof newsletterLinkSchema>;

export type NewsletterLinkOutcome =
  | { status: 'success'; state: 'SUBSCRIBED' | 'UNSUBSCRIBED'; couponMailed: boolean }
  | { status: 'error'; error: 'INVALID_LINK' | 'UNAVAILABLE' };

/** The query's link, when it is one the engine could have signed. */
export function linkFromQuery(
  action: NewsletterLink['action'],
  query: Record<string, string | string[] | undefined>,
): NewsletterLink | null {
  const parsed = newsletterLinkSchema.safeParse({ action, email: query.email, code: query.code });
  return parsed.success ? parsed.data : null;
}

/** Confirms or unsubscribes through the engine. */
export async function followNewsletterLink(
  link: NewsletterLink,
  locale: string,
): Promise<NewsletterLinkOutcome> {
  const input = { email: link.email, code: link.code };
  if (link.action === 'confirm') {
    const result = await commerceQuery(ConfirmNewsletterDocument, { input }, { locale });
    if (!result.ok)
      return { status: 'error', error: result.error.unavailable ? 'UNAVAILABLE' : 'INVALID_LINK' };
    return {
      status: 'success',
      state: 'SUBSCRIBED',
      couponMailed: result.data.confirmNewsletterSubscription?.coupon_mailed ?? false,
    };
  }
  const result = await commerceQuery(UnsubscribeNewsletterDocument, { input }, { locale });
  if (!result.ok)
    return { status: 'error', error: result.error.unavailable ? 'UNAVAILABLE' : 'INVALID_LINK' };
  return { status: 'success', state: 'UNSUBSCRIBED', couponMailed: false };
}
