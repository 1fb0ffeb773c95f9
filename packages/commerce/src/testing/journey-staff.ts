import { eq } from 'drizzle-orm';
import { openDatabase } from '../db/connection.ts';
import { AuditLog } from '../staff/audit-log.ts';
import type { StaffRole } from '../staff/capabilities.ts';
import { staffAccounts } from '../staff/schema.ts';
import { StaffAccounts } from '../staff/staff-accounts.ts';

export interface KnownStaffAccount {
  email: string;
  name: string;
  role: StaffRole;
  storeCode?: string | null;
  /** An authenticator key (base32) the account is enrolled with, so a journey can make codes. */
  totpSecret?: string;
}

/**
 * Writes staff accounts with a known password into an embedded database before a server opens
 * it; an account that exists already is left as it is. The first owner of a real shop comes
 * from `npm run staff -- create-owner` at a prompt; browser journeys need known passwords and an
 * owner whose authenticator key they know.
 */
export async function writeStaffAccounts(
  dataDir: string,
  accounts: readonly KnownStaffAccount[],
  password: string,
): Promise<void> {
  const handle = await openDatabase({ dataDir });
  const now = () => new Date();
  const staff = new StaffAccounts(handle.db, now, new AuditLog(handle.db, now), () => true);
  const cli = { kind: 'cli', staffId: null, name: 'cli' } as const;
  try {
    for (const account of accounts) {
      if (await staff.byEmail(account.email)) continue;
      const { staff: created } = await staff.create(
        {
          email: account.email,
          name: account.name,
          role: account.role,
          storeCode: account.storeCode,
        },
        cli,
        password,
      );
      if (account.totpSecret) {
        await handle.db
          .update(staffAccounts)
          .set({ totpSecret: account.totpSecret, totpEnabled: true })
          .where(eq(staffAccounts.id, created.id));
      }
    }
  } finally {
    await handle.close();
  }
}
