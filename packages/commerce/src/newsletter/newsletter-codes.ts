import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { newsletterSecrets } from './schema.ts';

/** What a mailed link may do; a code for one purpose is worthless for the other. */
export type NewsletterLinkPurpose = 'confirm' | 'unsubscribe';

/** HMAC-SHA256 of the purpose and the address, base64url: the code in a mailed link. */
export function newsletterCode(secret: string, email: string, purpose: NewsletterLinkPurpose) {
  return createHmac('sha256', secret).update(`newsletter:${purpose}:${email}`).digest('base64url');
}

/** Compares a code from a link with the right one in constant time. */
export function codeMatches(
  secret: string,
  email: string,
  purpose: NewsletterLinkPurpose,
  code: string,
): boolean {
  const expected = Buffer.from(newsletterCode(secret, email, purpose));
  const given = Buffer.from(code);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * NEWSLETTER_SECRET when set (every instance must share it); otherwise a random secret made on
 * first use and kept in the database, so every instance on it signs and checks the same codes.
 */
export async function newsletterSecret(db: Database, env = process.env): Promise<string> {
  const configured = env.NEWSLETTER_SECRET?.trim();
  if (configured) return configured;
  await db
    .insert(newsletterSecrets)
    .values({ name: 'links', secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: newsletterSecrets.name });
  const [row] = await db
    .select({ secret: newsletterSecrets.secret })
    .from(newsletterSecrets)
    .where(eq(newsletterSecrets.name, 'links'));
  if (!row) throw new Error('The newsletter secret could not be stored');
  return row.secret;
}
