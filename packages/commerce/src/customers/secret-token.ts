import { createHash, randomBytes } from 'node:crypto';

/** A fresh secret for a session, confirmation or reset link: 256 random bits, URL-safe. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a secret: its SHA-256, so a copy of a table unlocks nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Secrets the shop hands out are 43 URL-safe characters; anything else is not looked up. */
export function isPlausibleToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
