import { createHash, timingSafeEqual } from 'node:crypto';
import { GraphQLError } from 'graphql';
import type { AuditActor } from './audit-log.ts';
import { keyScopesFrom, roleCapabilities, type Capability } from './capabilities.ts';
import type { StaffService, StaffSession } from './staff-service.ts';

/** Who is asking, once authorised: a staff member or the machine key, and how far they reach. */
export interface AdminActor extends AuditActor {
  /** The one store a store employee's answers are limited to; null for the whole shop. */
  storeCode: string | null;
  /** The staff session, for operations on one's own account; null for the key. */
  session: StaffSession | null;
}

/** The credentials a request carries; both are looked at, a staff session first. */
export interface AdminCredentials {
  /** The staff session cookie's token, when the request may use it (same-origin, see ADR 0028). */
  staffToken: string | null;
  /** `X-Admin-Key`. */
  adminKey: string | null;
  staff: StaffService;
}

export interface AuthoriseOptions {
  /**
   * The caller limits what it reads or changes to `actor.storeCode` when it is set (a list
   * filtered by store; one item answered as missing when it is another store's). Without it, a
   * capability granted for one store only is refused: forgetting the filter cannot leak.
   */
  perStore?: boolean;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `given` is the configured machine key; digests compared in constant time. */
function isMachineKey(given: string | null, configured = process.env.ADMIN_API_KEY): boolean {
  return !!configured && given !== null && timingSafeEqual(digest(given), digest(configured));
}

export const adminRefusal = (code: 'UNAUTHENTICATED' | 'FORBIDDEN', message: string) =>
  new GraphQLError(message, { extensions: { code } });

const memo = new WeakMap<object, Promise<AdminActor | null>>();

/** The staff session or machine key behind a request (looked up once per request). */
export function adminActorOf(credentials: AdminCredentials): Promise<AdminActor | null> {
  let found = memo.get(credentials);
  if (!found) {
    found = findActor(credentials);
    memo.set(credentials, found);
  }
  return found;
}

async function findActor(credentials: AdminCredentials): Promise<AdminActor | null> {
  const session = await credentials.staff.session(credentials.staffToken);
  if (session) {
    return {
      kind: 'staff',
      staffId: session.staff.id,
      name: session.staff.email,
      storeCode: session.staff.role === 'STORE_EMPLOYEE' ? session.staff.storeCode : null,
      session,
    };
  }
  if (isMachineKey(credentials.adminKey)) {
    const name = process.env.ADMIN_API_KEY_NAME?.trim() || 'admin';
    return { kind: 'key', staffId: null, name, storeCode: null, session: null };
  }
  return null;
}

/**
 * The one check in front of every admin operation (ADR 0028): a staff session whose role grants
 * `capability`, or the machine key when ADMIN_API_KEY_SCOPES grants it. Signed out (or a wrong
 * key): UNAUTHENTICATED. Signed in without the capability, or a session that must first choose a
 * password or enrol TOTP: FORBIDDEN.
 */
export async function requireAdmin(
  credentials: AdminCredentials,
  capability: Capability,
  options: AuthoriseOptions = {},
): Promise<AdminActor> {
  const actor = await adminActorOf(credentials);
  if (!actor) {
    throw adminRefusal('UNAUTHENTICATED', 'This needs a staff sign-in or the shop staff key.');
  }
  if (!actorMay(actor, capability, options)) {
    throw adminRefusal('FORBIDDEN', `This needs the "${capability}" permission.`);
  }
  return actor;
}

/** The capability table applied to one actor, without throwing. */
export function actorMay(
  actor: AdminActor,
  capability: Capability,
  options: AuthoriseOptions = {},
): boolean {
  if (!actor.session) return keyScopesFrom(process.env.ADMIN_API_KEY_SCOPES).includes(capability);
  if (actor.session.restriction !== 'none') return false;
  const reach = roleCapabilities[actor.session.staff.role][capability];
  if (!reach) return false;
  return reach === 'shop' || (options.perStore === true && actor.storeCode !== null);
}

/** Whether the actor may see something of `storeCode` (always, unless limited to one store). */
export function actorSeesStore(actor: AdminActor, storeCode: string | null): boolean {
  return actor.storeCode === null || actor.storeCode === storeCode;
}
