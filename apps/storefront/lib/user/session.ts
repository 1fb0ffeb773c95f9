import { cookies } from 'next/headers';
import { plausibleSessionToken, sessionCookieName } from './session-cookie';

/** The signed-in shopper's token in a server component or action, or null for a guest. */
export async function currentSessionToken(): Promise<string | null> {
  return plausibleSessionToken((await cookies()).get(sessionCookieName)?.value);
}
