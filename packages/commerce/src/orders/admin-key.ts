import { createHash, timingSafeEqual } from 'node:crypto';
import { GraphQLError } from 'graphql';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Lets shop staff through when the X-Admin-Key header equals ADMIN_API_KEY. Without a configured
 * key the admin API is closed. Digests of equal length are compared in constant time, so the
 * answer's timing says nothing about how much of a guess was right.
 * @returns the key's name (ADMIN_API_KEY_NAME, default `admin`), recorded with what staff do.
 * @throws GraphQLError FORBIDDEN.
 */
export function requireAdmin(given: string | null, configured = process.env.ADMIN_API_KEY): string {
  const ok = !!configured && given !== null && timingSafeEqual(digest(given), digest(configured));
  if (!ok) {
    throw new GraphQLError('This needs the shop staff key.', {
      extensions: { code: 'FORBIDDEN' },
    });
  }
  return process.env.ADMIN_API_KEY_NAME?.trim() || 'admin';
}
