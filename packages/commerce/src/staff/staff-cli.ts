/**
 * `npm run staff -- create-owner --email <address> --name <name>`, `list`,
 * `reset-password --email <address> [--reset-totp]`: staff accounts from a terminal, on the
 * database the shop uses (DATABASE_URL, else the embedded PGlite folder). A password is never an
 * argument (it would stay in the shell's history and the process list) and never a default: it is
 * typed at a hidden prompt, or piped on standard input.
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../db/connection.ts';
import { embeddedDatabaseBusy } from '../db/embedded-in-use.ts';
import { hashPassword, passwordProblem } from '../customers/passwords.ts';
import { AuditLog, type AuditActor } from './audit-log.ts';
import { staffSessions } from './schema.ts';
import { StaffAccounts, StaffInputError } from './staff-accounts.ts';

const usage = `Usage:
  npm run staff -- create-owner --email <address> --name <name>
  npm run staff -- list
  npm run staff -- reset-password --email <address> [--reset-totp]
The password is asked for at a hidden prompt, or read from standard input
(printf '%s\\n' "$PASSWORD" | npm run staff -- create-owner ...).`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        'reset-totp': { type: 'boolean' },
      },
    });
  } catch (error) {
    // `--password …` lands here too: an unknown option, on purpose.
    return fail(`${(error as Error).message}\n${usage}`);
  }
})();

const [command] = positionals;
if (!command || !['create-owner', 'list', 'reset-password'].includes(command)) fail(usage);
if (command === 'create-owner' && (!values.email || !values.name)) fail(usage);
if (command === 'reset-password' && !values.email) fail(usage);

/** Reads a line without echoing it (a terminal), or the first line of piped input. */
async function readSecret(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
  }
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const lines = createInterface({ input: process.stdin, output, terminal: true });
  const ask = (question: string) =>
    new Promise<string>((resolve) => {
      muted = false;
      process.stdout.write(question);
      muted = true;
      lines.question('', (answer) => {
        process.stdout.write('\n');
        resolve(answer);
      });
    });
  try {
    const first = await ask(prompt);
    const again = await ask('Type it again: ');
    if (first !== again) fail('The two passwords differ; nothing was changed.');
    return first;
  } finally {
    lines.close();
  }
}

async function newPassword(): Promise<string> {
  const password = await readSecret('New password (not shown): ');
  const problem = passwordProblem(password);
  if (problem) fail(problem);
  return password;
}

const busy = embeddedDatabaseBusy();
if (busy) fail(busy);

const cli: AuditActor = { kind: 'cli', staffId: null, name: 'cli' };
const handle = await openDatabase();
const now = () => new Date();
// Store employees are made by the owner in the back office, where the stores are known.
const accounts = new StaffAccounts(handle.db, now, new AuditLog(handle.db, now), () => false);

try {
  if (command === 'list') {
    for (const row of await accounts.list()) {
      console.log(
        [
          String(row.id).padStart(4),
          row.email,
          row.role.padEnd(14),
          row.storeCode ?? '-',
          row.active ? 'active' : 'deactivated',
          row.totpEnabled ? 'totp' : 'no totp',
        ].join('  '),
      );
    }
  } else if (command === 'create-owner') {
    const password = await newPassword();
    const { staff } = await accounts.create(
      { email: values.email!, name: values.name!, role: 'OWNER' },
      cli,
      password,
    );
    console.log(
      `Owner ${staff.email} created (id ${staff.id}). At the first sign-in the back office asks ` +
        'to set up two-factor sign-in with an authenticator app.',
    );
  } else {
    const row = await accounts.byEmail(values.email!);
    if (!row) fail(`No staff account ${values.email}.`);
    const passwordHash = await hashPassword(await newPassword());
    const resetTotp = values['reset-totp'] === true;
    await accounts.change(row.id, cli, 'resetStaffPassword', async (tx) => {
      await tx.delete(staffSessions).where(eq(staffSessions.staffId, row.id));
      return {
        passwordHash,
        temporaryPasswordUntil: null,
        ...(resetTotp ? { totpEnabled: false, totpSecret: null, totpLastStep: null } : {}),
      };
    });
    console.log(
      `New password set for ${row.email}; every session of the account is signed out` +
        (resetTotp ? ', and two-factor sign-in must be set up again.' : '.'),
    );
  }
} catch (error) {
  if (error instanceof StaffInputError) fail(error.message);
  throw error;
} finally {
  await handle.close();
}
