import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type CommerceEngine } from '../engine/create-engine.ts';
import { runCli } from '../testing/run-cli.ts';
import { createScratchPostgres, testMediaDir } from '../testing/test-databases.ts';
import { signInMutation, staffBrowser } from '../testing/staff-fixtures.ts';

const cli = (args: string[], env: Record<string, string>, stdin = '') =>
  runCli('src/staff/staff-cli.ts', args, env, stdin);

describe('staff CLI', () => {
  let engine: CommerceEngine;
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  let env: Record<string, string>;

  beforeAll(async () => {
    scratch = await createScratchPostgres('staff_cli');
    engine = await createEngine({
      databaseUrl: scratch.url,
      mediaDir: testMediaDir,
      seedProducts: 10,
      orderSweepMs: 0,
    });
    env = { DATABASE_URL: scratch.url };
  });
  afterAll(async () => {
    await engine.close();
    await scratch.drop();
  });

  it('takes the password from standard input only, never from the command line or a default', async () => {
    const onLine = await cli(
      ['create-owner', '--email', 'eva@shop.test', '--name', 'Eva', '--password', 'Secret-2026!'],
      env,
    );
    expect(onLine.code).toBe(1);
    expect(onLine.err).toContain("Unknown option '--password'");
    const weak = await cli(
      ['create-owner', '--email', 'eva@shop.test', '--name', 'Eva'],
      env,
      'abc\n',
    );
    expect(weak.code).toBe(1);
    expect(weak.err).toContain('at least 8 characters');
    const none = await cli(['create-owner', '--email', 'eva@shop.test', '--name', 'Eva'], env, '');
    expect(none.code).toBe(1);
    expect(await engine.services.staff.accounts.list()).toEqual([]);
  });

  it('creates the first owner, once, who must then enrol two-factor sign-in', async () => {
    const made = await cli(
      ['create-owner', '--email', 'Eva@Shop.test', '--name', 'Eva de Boer'],
      env,
      'Owner-pass 2026\n',
    );
    expect(made.code).toBe(0);
    expect(made.out).toContain('Owner eva@shop.test created');
    expect(made.out + made.err).not.toContain('Owner-pass 2026');
    const again = await cli(
      ['create-owner', '--email', 'eva@shop.test', '--name', 'E'],
      env,
      'Owner-pass 2026\n',
    );
    expect(again.code).toBe(1);
    expect(again.err).toContain('exists');

    const listed = await cli(['list'], env);
    expect(listed.out).toMatch(/eva@shop\.test\s+OWNER\s+-\s+active\s+no totp/);

    const browser = staffBrowser(engine, '198.51.100.40');
    const signedIn = await browser.graphql(signInMutation, {
      email: 'eva@shop.test',
      password: 'Owner-pass 2026',
    });
    expect(signedIn.data).toMatchObject({ staffSignIn: { me: { restriction: 'TOTP_ENROLMENT' } } });
  });

  it('resets a password, signing the account out everywhere, and writes the audit log', async () => {
    const browser = staffBrowser(engine, '198.51.100.41');
    await browser.graphql(signInMutation, { email: 'eva@shop.test', password: 'Owner-pass 2026' });
    const reset = await cli(
      ['reset-password', '--email', 'eva@shop.test', '--reset-totp'],
      env,
      'Fresh-pass 2027\n',
    );
    expect(reset.code).toBe(0);
    expect((await browser.graphql('{ staffMe { restriction } }')).data).toEqual({ staffMe: null });
    const fresh = await browser.graphql(signInMutation, {
      email: 'eva@shop.test',
      password: 'Fresh-pass 2027',
    });
    expect(fresh.errors).toBeUndefined();
    const { entries } = await engine.services.staff.audit.page({ pageSize: 10 });
    expect(entries.map((entry) => [entry.operation, entry.actorName])).toEqual([
      ['resetStaffPassword', 'cli'],
      ['createStaff', 'cli'],
    ]);
    expect(JSON.stringify(entries)).not.toMatch(/argon2|Fresh-pass/);
  });
});
