import { requireAdmin, type AdminActor } from './authorise.ts';
import type { Capability } from './capabilities.ts';
import { staffTokenFrom } from './session-cookie.ts';
import type { StaffService } from './staff-service.ts';

const refuse = (status: number, error: string, message: string) =>
  Response.json({ error, message }, { status, headers: { 'cache-control': 'no-store' } });

/**
 * `requireAdmin` for the engine's admin HTTP endpoints (`/admin/content`, `/admin/catalog/import`,
 * `/admin/erp/*`): the actor, or the answer to send instead. No credentials at all: 401; a wrong
 * key, or a session or key without the capability: 403.
 */
export async function gateAdminRequest(
  request: Request,
  staff: StaffService,
  capability: Capability,
): Promise<AdminActor | Response> {
  const credentials = {
    staffToken: staffTokenFrom(request),
    adminKey: request.headers.get('x-admin-key') || null,
    staff,
  };
  if (!credentials.staffToken && !credentials.adminKey) {
    return refuse(
      401,
      'UNAUTHENTICATED',
      'This needs a staff sign-in or the shop staff key (X-Admin-Key).',
    );
  }
  try {
    return await requireAdmin(credentials, capability);
  } catch {
    return refuse(403, 'FORBIDDEN', `This needs the "${capability}" permission.`);
  }
}
