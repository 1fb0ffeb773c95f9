/**
 * Where admin operations have always found their check. It is now the one authorisation of the
 * back office (staff/authorise.ts, ADR 0028): a staff session whose role grants the named
 * capability, or the machine key within ADMIN_API_KEY_SCOPES.
 */
export { requireAdmin, actorSeesStore, type AdminActor } from '../staff/authorise.ts';
