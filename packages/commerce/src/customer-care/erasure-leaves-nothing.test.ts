import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { mailOutbox } from '../mail/schema.ts';
import { signInFailures } from '../customers/schema.ts';
import { signedInCustomer } from '../testing/customer-fixtures.ts';
import {
  customerWhoUsedEverything,
  movedTo,
  personalDetails,
  type PersonalDetails,
} from '../testing/erasure-fixtures.ts';
import { signedInStaff, type StaffBrowser } from '../testing/staff-fixtures.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';

type Row = Record<string, unknown>;

/**
 * What an erasure keeps on purpose (ADR 0033), table by table: the columns that may still hold
 * the customer's address, name, phone or street, with the reason. Anything else found is a leak.
 */
const keptOnPurpose: Record<
  string,
  { columns: string[]; rows?: (row: Row) => boolean; why: string }
> = {
  orders: {
    columns: ['email', 'billing_address', 'shipping_address'],
    why: 'the order behind an invoice, kept 7 years for the tax office (AWR art. 52), detached',
  },
  invoices: {
    columns: ['snapshot'],
    why: 'invoices and credit notes as issued, never changed (ADR 0026), 7 years',
  },
  coupon_uses: {
    columns: ['email'],
    why: "the kept order's discount, and the once-per-address rule of the code",
  },
  mail_outbox: {
    columns: ['recipient', 'data'],
    rows: (row) => typeof (row.data as Row | null)?.orderNumber === 'string',
    why: "an order's mails are the kept order's correspondence with the buyer",
  },
};

/** Every base table of the database, read from the catalogue, so a new table is covered too. */
async function everyTable(engine: CommerceEngine): Promise<string[]> {
  const result = await engine.database.db.execute(sql`
    select table_schema, table_name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
    order by table_schema, table_name`);
  return (result as unknown as { rows: { table_schema: string; table_name: string }[] }).rows.map(
    (row) => `"${row.table_schema}"."${row.table_name}"`,
  );
}

/** `table.column` of every value in the database that holds one of the customer's details. */
async function whereTheCustomerIs(engine: CommerceEngine, who: PersonalDetails) {
  const needles = [
    who.email,
    who.formerEmail,
    who.newEmail,
    who.firstname,
    who.lastname,
    who.telephone,
    who.street,
  ];
  const found = new Set<string>();
  for (const table of await everyTable(engine)) {
    const result = await engine.database.db.execute(
      sql.raw(`select row_to_json(t)::text as row from ${table} t`),
    );
    const name = table.split('.')[1]!.replaceAll('"', '');
    for (const { row: text } of (result as unknown as { rows: { row: string }[] }).rows) {
      const row = JSON.parse(text) as Row;
      const kept = keptOnPurpose[name];
      for (const [column, value] of Object.entries(row)) {
        if (kept?.columns.includes(column) && (kept.rows?.(row) ?? true)) continue;
        const haystack = JSON.stringify(value).toLowerCase();
        for (const needle of needles) {
          if (haystack.includes(needle.toLowerCase())) found.add(`${name}.${column}`);
        }
      }
    }
  }
  return [...found].sort();
}

describe.each(databaseKinds)('erasing a customer on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;
  let staff: StaffBrowser;
  let owner: StaffBrowser;
  const who = personalDetails();
  let customerId: number;
  let orderNumber: string;

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, 'erasure_everything', {
      // Mail goes to a port nobody listens on: the outbox keeps every mail, failed.
      mail: { transport: { smtpUrl: 'smtp://127.0.0.1:9', from: 'shop@example.com' } },
    }));
    owner = await signedInStaff(engine, 'owner@erasure.test', 'OWNER');
    staff = await signedInStaff(engine, 'staff@erasure.test', 'STAFF');
    const used = await customerWhoUsedEverything(engine, owner, who);
    customerId = used.shopper.customerId;
    orderNumber = used.orderNumber;
  }, 240_000);

  afterAll(() => close());

  it('finds the customer all over the database before the erasure', async () => {
    expect((await everyTable(engine)).length).toBeGreaterThan(40);
    const before = await whereTheCustomerIs(engine, who);
    for (const place of [
      'customers.email',
      'customer_addresses.street',
      'sign_in_failures.key',
      'email_change_requests.new_email',
      'newsletter_subscribers.email',
      'carts.shipping_address',
      'reservations.telephone',
      'contact_messages.message',
      'mail_outbox.recipient',
      'mail_outbox.data',
    ]) {
      expect(before).toContain(place);
    }
  });

  it('leaves no e-mail, name, phone or street of the customer beyond what the tax years keep', async () => {
    const erased = await staff.graphql<{ adminEraseCustomer: { orders_kept: string[] } }>(
      `mutation ($id: ID!, $e: String!) { adminEraseCustomer(input: { id: $id, confirm_email: $e }) { orders_kept } }`,
      { id: String(customerId), e: who.email },
    );
    expect(erased.errors).toBeUndefined();
    expect(erased.data!.adminEraseCustomer.orders_kept).toEqual([orderNumber]);
    expect(await whereTheCustomerIs(engine, who)).toEqual([]);
    // The kept order still names its buyer, as the allow-list says it may.
    expect((await engine.services.orders.byNumber(orderNumber))!.email).toBe(who.email);
  });

  it("leaves alone what is someone else's: a former address taken since, a new address's holder", async () => {
    const tag = randomBytes(4).toString('hex');
    const firstAddress = `berend-${tag}@example.com`;
    const mover = await movedTo(
      engine,
      await signedInCustomer(engine, { email: firstAddress, firstname: 'Berend' }),
      `berend.verhuisd-${tag}@example.com`,
    );
    // The address it left is free: someone else registers with it, and asks for a reset link.
    await signedInCustomer(engine, { email: firstAddress, firstname: 'Tamar' });
    await engine.services.customers.requestPasswordReset(firstAddress, 'nl');
    const holder = await signedInCustomer(engine, { firstname: 'Hidde' });
    const asked = await engine.execute(
      `mutation ($e: String!, $p: String!) { requestCustomerEmailChange(email: $e, password: $p) }`,
      { e: holder.email, p: mover.password },
      mover.headers,
    );
    expect(asked.errors).toBeUndefined();
    await engine.services.customers.signIn(firstAddress, 'not-the-password');
    const mailsTo = async (recipient: string) =>
      (
        await engine.database.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.recipient, recipient))
      )
        .map((mail) => `${mail.template}:${(mail.data as { customerName?: string }).customerName}`)
        .sort();
    expect(await mailsTo(firstAddress)).toEqual([
      'account-confirmation:Berend',
      'email-changed:Berend',
      'password-reset:Tamar',
    ]);

    const erased = await staff.graphql(
      `mutation ($id: ID!, $e: String!) { adminEraseCustomer(input: { id: $id, confirm_email: $e }) { id } }`,
      { id: String(mover.customerId), e: mover.email },
    );
    expect(erased.errors).toBeUndefined();
    expect(await mailsTo(firstAddress)).toEqual(['password-reset:Tamar']);
    expect(await mailsTo(holder.email)).toEqual([
      'account-confirmation:Hidde',
      'account-exists:Hidde',
    ]);
    const failures = await engine.database.db
      .select()
      .from(signInFailures)
      .where(eq(signInFailures.key, `account:${firstAddress}`));
    expect(failures).toHaveLength(1);
  });
});
