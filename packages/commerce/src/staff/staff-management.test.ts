import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import {
  createStaff,
  signInMutation,
  signedInStaff,
  staffBrowser,
  staffPassword,
  totpCode,
  type StaffBrowser,
} from '../testing/staff-fixtures.ts';

const codeOf = (answer: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  answer.errors?.[0]?.extensions?.code ?? null;
const meQuery = '{ staffMe { restriction staff { email totp_enabled active } } }';
const reactivate = 'mutation ($id: Int!) { adminReactivateStaff(id: $id) { active } }';
const deactivate = 'mutation ($id: Int!) { adminDeactivateStaff(id: $id) { active } }';
const resetTotp = 'mutation ($id: Int!) { adminResetStaffTotp(id: $id) { totp_enabled } }';
const auditQuery = /* GraphQL */ `
  query ($size: Int, $after: Int, $staff: Int, $operation: String, $target: String) {
    adminAuditLog(
      page_size: $size
      after: $after
      staff_id: $staff
      operation: $operation
      target: $target
    ) {
      has_more
      next_after
      items {
        actor
        operation
        target
        before
        after
      }
    }
  }
`;
interface AuditAnswer {
  adminAuditLog: {
    has_more: boolean;
    next_after: number | null;
    items: { actor: string; operation: string; target: string; before: string; after: string }[];
  };
}

describe.each(databaseKinds)('managing staff on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;
  let owner: StaffBrowser;
  let ownerId: number;
  let clock = Date.parse('2026-11-27T09:00:00Z');
  const now = () => new Date(clock);
  // Each TOTP code is good once: the next one is of a later 30-second step.
  const nextStep = () => (clock += 30_000);

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, `staff_management_${kind}`, {
      seedProducts: 5,
      orderSweepMs: 0,
      now,
    }));
    owner = await signedInStaff(engine, 'owner@shop.test', 'OWNER', null, now);
    ownerId = (await engine.services.staff.accounts.byEmail('owner@shop.test'))!.id;
  });
  afterAll(() => close());

  const signIn = async (email: string, address: string) => {
    const browser = staffBrowser(engine, address);
    const answer = await browser.graphql<{ staffSignIn: { status: string } }>(signInMutation, {
      email,
      password: staffPassword,
    });
    return { browser, answer };
  };

  it('a deactivated account signs in again once reactivated, with the password it had', async () => {
    const row = await createStaff(engine, 'back@shop.test', 'STAFF');
    const before = await signIn('back@shop.test', '198.51.100.31');
    expect(codeOf(await owner.graphql(deactivate, { id: row.id }))).toBeNull();
    expect((await before.browser.graphql(meQuery)).data).toEqual({ staffMe: null });
    const refused = await signIn('back@shop.test', '198.51.100.32');
    expect(codeOf(refused.answer)).toBe('UNAUTHENTICATED');

    const again = await owner.graphql(reactivate, { id: row.id });
    expect(again.data).toEqual({ adminReactivateStaff: { active: true } });
    expect(codeOf(await owner.graphql(reactivate, { id: row.id }))).toBe('CONFLICT');
    expect(codeOf(await owner.graphql(reactivate, { id: 999_999 }))).toBe('NOT_FOUND');
    const back = await signIn('back@shop.test', '198.51.100.33');
    expect(back.answer.data).toEqual({
      staffSignIn: expect.objectContaining({ status: 'SIGNED_IN' }),
    });
  });

  it('resets the TOTP of someone who lost their phone: signed out, then in with a password', async () => {
    await createStaff(engine, 'phone@shop.test', 'STAFF');
    const { browser } = await signIn('phone@shop.test', '198.51.100.34');
    const started = await browser.graphql<{ staffStartTotpEnrolment: { secret: string } }>(
      'mutation { staffStartTotpEnrolment { secret } }',
    );
    const secret = started.data!.staffStartTotpEnrolment.secret;
    nextStep();
    await browser.graphql('mutation ($c: String!) { staffConfirmTotp(code: $c) { restriction } }', {
      c: await totpCode(secret, now()),
    });
    const twoStep = await signIn('phone@shop.test', '198.51.100.35');
    expect(twoStep.answer.data).toEqual({ staffSignIn: { status: 'TOTP_REQUIRED', me: null } });

    const id = (await engine.services.staff.accounts.byEmail('phone@shop.test'))!.id;
    const reset = await owner.graphql(resetTotp, { id });
    expect(reset.data).toEqual({ adminResetStaffTotp: { totp_enabled: false } });
    expect((await browser.graphql(meQuery)).data).toEqual({ staffMe: null });
    const oneStep = await signIn('phone@shop.test', '198.51.100.36');
    expect(oneStep.answer.data).toMatchObject({ staffSignIn: { status: 'SIGNED_IN' } });
    expect(codeOf(await owner.graphql(resetTotp, { id }))).toBe('CONFLICT');
  });

  it('an owner whose TOTP was reset must enrol again before anything else', async () => {
    const second = await signedInStaff(engine, 'second@shop.test', 'OWNER', null, now);
    const id = (await engine.services.staff.accounts.byEmail('second@shop.test'))!.id;
    expect(codeOf(await owner.graphql(resetTotp, { id }))).toBeNull();
    expect((await second.graphql(meQuery)).data).toEqual({ staffMe: null });
    const { answer, browser } = await signIn('second@shop.test', '198.51.100.37');
    expect(answer.data).toMatchObject({
      staffSignIn: { status: 'SIGNED_IN', me: { restriction: 'TOTP_ENROLMENT' } },
    });
    expect(codeOf(await browser.graphql('{ adminStaff { id } }'))).toBe('FORBIDDEN');
  });

  it('staff may neither reactivate nor reset anyone', async () => {
    const clerk = await signedInStaff(engine, 'clerk@shop.test', 'STAFF', null, now);
    expect(codeOf(await clerk.graphql(reactivate, { id: ownerId }))).toBe('FORBIDDEN');
    expect(codeOf(await clerk.graphql(resetTotp, { id: ownerId }))).toBe('FORBIDDEN');
    expect(codeOf(await staffBrowser(engine).graphql(resetTotp, { id: ownerId }))).toBe(
      'UNAUTHENTICATED',
    );
    // The last owner cannot be turned into staff, nor deactivated, by anyone.
    const accounts = engine.services.staff.accounts;
    const owners = (await accounts.list()).filter((row) => row.role === 'OWNER');
    const cli = { kind: 'cli' as const, staffId: null, name: 'cli' };
    for (const other of owners.filter((row) => row.id !== ownerId)) {
      await accounts.deactivate(other.id, cli);
    }
    const demote = await owner.graphql(
      'mutation ($id: Int!) { adminChangeStaffRole(id: $id, role: STAFF) { role } }',
      { id: ownerId },
    );
    expect(codeOf(demote)).toBe('CONFLICT');
    expect(codeOf(await owner.graphql(deactivate, { id: ownerId }))).toBe('CONFLICT');
  });

  it('filters the audit log by staff member, operation and target, each paged by keyset', async () => {
    const page = (variables: Record<string, unknown>) =>
      owner.graphql<AuditAnswer>(auditQuery, variables);
    const back = (await engine.services.staff.accounts.byEmail('back@shop.test'))!;
    const ofTarget = await page({ target: `staff:${back.id}` });
    expect(ofTarget.data!.adminAuditLog.items.map((item) => item.operation)).toEqual([
      'reactivateStaff',
      'deactivateStaff',
      'createStaff',
    ]);
    const [reactivated] = ofTarget.data!.adminAuditLog.items;
    expect(JSON.parse(reactivated!.before)).toMatchObject({ active: false });
    expect(JSON.parse(reactivated!.after)).toMatchObject({ active: true });
    expect(reactivated!.actor).toBe('owner@shop.test');

    const resets = await page({ operation: ' resetStaffTotp ', size: 1 });
    const first = resets.data!.adminAuditLog;
    expect(first.items.map((item) => item.target)).toHaveLength(1);
    expect(first.has_more).toBe(true);
    const rest = await page({ operation: 'resetStaffTotp', size: 1, after: first.next_after });
    expect(rest.data!.adminAuditLog.has_more).toBe(false);
    expect(rest.data!.adminAuditLog.next_after).toBeNull();
    expect(
      [...first.items, ...rest.data!.adminAuditLog.items].every(
        (item) => item.operation === 'resetStaffTotp',
      ),
    ).toBe(true);

    const byOwner = await page({ staff: ownerId, operation: 'deactivateStaff', size: 100 });
    expect(byOwner.data!.adminAuditLog.items.map((item) => item.target)).toEqual([
      `staff:${back.id}`,
    ]);
    expect((await page({ operation: 'noSuchOperation' })).data!.adminAuditLog).toEqual({
      has_more: false,
      next_after: null,
      items: [],
    });
  });

  it('refuses a page size out of range or an overlong filter with a reason', async () => {
    const reason = async (variables: Record<string, unknown>) =>
      (await owner.graphql(auditQuery, variables)).errors?.map((error) => [
        error.extensions?.code,
        error.extensions?.reason,
      ]);
    expect(await reason({ size: 0 })).toEqual([['BAD_USER_INPUT', 'PAGE_SIZE_OUT_OF_RANGE']]);
    expect(await reason({ size: 101 })).toEqual([['BAD_USER_INPUT', 'PAGE_SIZE_OUT_OF_RANGE']]);
    expect(await reason({ target: 'x'.repeat(201) })).toEqual([
      ['BAD_USER_INPUT', 'FILTER_TOO_LONG'],
    ]);
    expect(await reason({ size: 100, operation: 'createStaff' })).toBeUndefined();
  });
});
