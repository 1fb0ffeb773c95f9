import { generateSecret, generateURI, verify } from 'otplib';
import { staffRules } from './staff-rules.ts';

/** RFC 6238 defaults, which every authenticator app reads: SHA-1, 6 digits, 30-second steps. */
const periodSeconds = 30;

/** A new 160-bit secret, Base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The `otpauth://` link an authenticator app takes (as a QR code or pasted). */
export function totpUri(secret: string, email: string): string {
  return generateURI({ issuer: staffRules.totpIssuer, label: email, secret });
}

/**
 * The time step a code belongs to when it is right at `now` (within the tolerance), else null.
 * The caller refuses a step it has already accepted, so a code works once.
 */
export async function acceptedTotpStep(
  secret: string,
  code: string,
  now: Date,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const epoch = Math.floor(now.getTime() / 1000);
  try {
    const result = await verify({
      secret,
      token: code,
      epoch,
      epochTolerance: staffRules.totpToleranceSeconds,
    });
    if (!result.valid) return null;
    return Math.floor(epoch / periodSeconds) + result.delta;
  } catch {
    return null;
  }
}
