// The back office journeys' staff accounts, written into a shard's fresh embedded database
// before its server opens it (scripts/e2e.mjs). The first owner of a real shop comes from
// `npm run staff -- create-owner` at a prompt; the journeys need known passwords and an owner
// whose authenticator key they know, so they get them here. Usage: e2e-staff-accounts.ts <pglite dir>
import { writeStaffAccounts } from '@webshop/commerce/testing';
import { e2eStaff, e2eStaffPassword, e2eOwnerTotpSecret } from '../e2e/admin-accounts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: e2e-staff-accounts.ts <pglite dir>');

await writeStaffAccounts(
  dataDir,
  Object.values(e2eStaff).map(({ totp, ...account }) => ({
    ...account,
    totpSecret: totp ? e2eOwnerTotpSecret : undefined,
  })),
  e2eStaffPassword,
);
