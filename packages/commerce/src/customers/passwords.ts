import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's parameters (Password Storage Cheat Sheet: m = 19 MiB, t = 2, p = 1).
 * The parameters are stored in each hash, so raising them later still verifies old hashes.
 */
export const passwordHashOptions = {
  // Algorithm.Argon2id (a const enum, which this build cannot import).
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, passwordHashOptions);
}

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Verifying against this when the address has no account takes as long as a real check, so the
 * time of the answer does not tell whether an account exists.
 */
let decoyHash: Promise<string> | null = null;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy password that matches no one');
  return decoyHash;
}

/** spec §5: at least this many characters, from at least 3 of the 4 classes. */
export const minPasswordLength = 8;
/** argon2 hashes anything, but nobody types more; a bound keeps hashing cost fixed. */
export const maxPasswordLength = 256;

export function passwordClassCount(password: string): number {
  return [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((pattern) => pattern.test(password))
    .length;
}

/** Why the password is refused, or null when it meets spec §5. */
export function passwordProblem(password: string): string | null {
  if (password.length < minPasswordLength)
    return `The password must contain at least ${minPasswordLength} characters.`;
  if (password.length > maxPasswordLength)
    return `The password must not exceed ${maxPasswordLength} characters.`;
  if (passwordClassCount(password) < 3)
    return 'The password needs at least 3 of these: lowercase letters, uppercase letters, digits, special characters.';
  return null;
}
