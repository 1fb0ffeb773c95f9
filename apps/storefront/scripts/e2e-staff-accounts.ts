// The back office journeys' staff accounts, written into a shard's fresh embedded database
// before its server opens it (scripts/e2e.mjs). The first owner of a real shop comes from
// `npm run staff -- create-owner` at a prompt; the journeys need known passwords and an owner
// whose authenticator key they know, so they get them here. Usage: e2e-staff-accounts.ts <pglite dir>
import { eq } from 'drizzle-orm';
import { openDatabase } from '@webshop/commerce/db/connection';
import { AuditLog } from '@webshop/commerce/staff/audit-log';
import { staffAccounts } from '@webshop/commerce/staff/schema';
import { StaffAccounts } from '@webshop/commerce/staff/staff-accounts';
import { e2eStaff, e2eStaffPassword, e2eOwnerTotpSecret } from '../e2e/admin-accounts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: e2e-staff-accounts.ts <pglite dir>');

const handle = await openDatabase({ dataDir });
const now = () => new Date();
const accounts = new StaffAccounts(handle.db, now, new AuditLog(handle.db, now), () => true);
const cli = { kind: 'cli', staffId: null, name: 'cli' } as const;
try {
  for (const account of Object.values(e2eStaff)) {
    if (await accounts.byEmail(account.email)) continue;
    const { staff } = await accounts.create(
      {
        email: account.email,
        name: account.name,
        role: account.role,
        storeCode: account.storeCode,
      },
      cli,
      e2eStaffPassword,
    );
    if (account.totp) {
      await handle.db
        .update(staffAccounts)
        .set({ totpSecret: e2eOwnerTotpSecret, totpEnabled: true })
        .where(eq(staffAccounts.id, staff.id));
    }
  }
} finally {
  await handle.close();
}
