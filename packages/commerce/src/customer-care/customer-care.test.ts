import { mailOutbox } from '../mail/schema.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import { signedInCustomer, type SignedInCustomer } from '../testing/customer-fixtures.ts';
import { placeCustomerOrder } from '../testing/customer-cart-fixtures.ts';
import { simpleProduct } from '../testing/shop-fixtures.ts';
import { signedInStaff, type StaffBrowser } from '../testing/staff-fixtures.ts';

const listQuery = /* GraphQL */ `
  query ($search: String, $first: Int, $after: String) {
    adminCustomers(search: $search, first: $first, after: $after) {
      items {
        id
        email
        lastname
        erased_at
      }
      page_info {
        has_next_page
        end_cursor
      }
    }
  }
`;
const detailQuery = /* GraphQL */ `
  query ($id: ID!) {
    adminCustomer(id: $id) {
      email
      firstname
      newsletter
      erased_at
      addresses {
        postcode
      }
      orders {
        number
        status_code
        grand_total_cents
      }
    }
  }
`;
const exportQuery = /* GraphQL */ `
  query ($id: ID!) {
    adminExportCustomer(id: $id) {
      file_name
      json
    }
  }
`;
const eraseMutation = /* GraphQL */ `
  mutation ($id: ID!, $email: String!) {
    adminEraseCustomer(input: { id: $id, confirm_email: $email }) {
      id
      erased_at
      already_erased
      orders_kept
    }
  }
`;
const outboxQuery = /* GraphQL */ `
  query ($status: AdminMailStatus, $first: Int, $after: String) {
    adminMailOutbox(status: $status, first: $first, after: $after) {
      items {
        id
        template
        recipient
        status
        attempts
      }
      page_info {
        has_next_page
        end_cursor
      }
    }
  }
`;
const retryMutation = /* GraphQL */ `
  mutation ($id: ID!) {
    adminRetryMail(id: $id) {
      id
      status
      attempts
    }
  }
`;

type Erasure = {
  adminEraseCustomer: { already_erased: boolean; orders_kept: string[]; erased_at: string };
};

describe.each(databaseKinds)('customer care on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;
  let owner: StaffBrowser;
  let staff: StaffBrowser;
  let employee: StaffBrowser;
  let shopper: SignedInCustomer;
  let orderNumber: string;

  beforeAll(async () => {
    // Mail goes to a port nobody listens on, and one attempt is all a mail gets: a failure.
    ({ engine, close } = await createTestEngine(kind, 'customer_care', {
      mail: {
        transport: { smtpUrl: 'smtp://127.0.0.1:9', from: 'shop@example.com' },
        maxAttempts: 1,
      },
    }));
    owner = await signedInStaff(engine, 'owner@care.test', 'OWNER');
    staff = await signedInStaff(engine, 'staff@care.test', 'STAFF');
    const store = engine.services.stores.list()[0]!.code;
    employee = await signedInStaff(engine, 'counter@care.test', 'STORE_EMPLOYEE', store);
    shopper = await signedInCustomer(engine, { firstname: 'Fenna', lastname: 'Zwanenburg' });
    const product = await simpleProduct(engine, 0, { priceCents: 12_500, onlineQty: 50 });
    orderNumber = await placeCustomerOrder(engine, shopper, [{ sku: product.sku, quantity: 1 }]);
    await engine.services.wishlist.add(shopper.customerId, [{ sku: product.sku, quantity: 1 }]);
    await engine.services.newsletter.subscribe(shopper.email, 'nl');
  }, 240_000);

  afterAll(() => close());

  it('finds a customer by e-mail, last name and "first last", newest first', async () => {
    for (const search of [shopper.email.slice(0, 12), 'zwanen', 'fenna zwan']) {
      const found = await staff.graphql<{ adminCustomers: { items: { email: string }[] } }>(
        listQuery,
        { search },
      );
      expect(found.errors).toBeUndefined();
      expect(found.data!.adminCustomers.items.map((item) => item.email)).toContain(shopper.email);
    }
    const nobody = await staff.graphql<{ adminCustomers: { items: unknown[] } }>(listQuery, {
      search: '100%_nobody',
    });
    expect(nobody.data!.adminCustomers.items).toEqual([]);
  });

  it('pages by cursor without repeating anyone, and refuses a made-up cursor', async () => {
    for (let n = 0; n < 3; n += 1) await signedInCustomer(engine, { lastname: 'Pagina' });
    const first = await staff.graphql<{
      adminCustomers: { items: { id: string }[]; page_info: { end_cursor: string } };
    }>(listQuery, { search: 'pagina', first: 2 });
    const second = await staff.graphql<{
      adminCustomers: { items: { id: string }[]; page_info: { has_next_page: boolean } };
    }>(listQuery, {
      search: 'pagina',
      first: 2,
      after: first.data!.adminCustomers.page_info.end_cursor,
    });
    const ids = [...first.data!.adminCustomers.items, ...second.data!.adminCustomers.items];
    expect(new Set(ids.map((item) => item.id)).size).toBe(3);
    expect(Number(ids[0]!.id)).toBeGreaterThan(Number(ids[2]!.id));
    expect(second.data!.adminCustomers.page_info.has_next_page).toBe(false);
    const bad = await staff.graphql(listQuery, { after: 'bm9wZQ' });
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'INVALID_CURSOR',
    });
    const many = await staff.graphql(listQuery, { first: 101 });
    expect(many.errors?.[0]?.extensions).toMatchObject({ reason: 'FIRST_OUT_OF_RANGE' });
  });

  it("shows a customer's account, newsletter state and orders", async () => {
    const detail = await staff.graphql<{
      adminCustomer: { email: string; newsletter: string; orders: { number: string }[] };
    }>(detailQuery, { id: String(shopper.customerId) });
    expect(detail.errors).toBeUndefined();
    expect(detail.data!.adminCustomer.email).toBe(shopper.email);
    expect(detail.data!.adminCustomer.newsletter).toBe('NOT_ACTIVE');
    expect(detail.data!.adminCustomer.orders.map((order) => order.number)).toEqual([orderNumber]);
    const unknown = await staff.graphql<{ adminCustomer: null }>(detailQuery, { id: '99999999' });
    expect(unknown.data!.adminCustomer).toBeNull();
  });

  it('refuses a store employee everything, as the capability table says', async () => {
    for (const [query, variables] of [
      [listQuery, {}],
      [detailQuery, { id: String(shopper.customerId) }],
      [exportQuery, { id: String(shopper.customerId) }],
      [eraseMutation, { id: String(shopper.customerId), email: shopper.email }],
      [outboxQuery, {}],
      [retryMutation, { id: '1' }],
    ] as const) {
      const refused = await employee.graphql(query, variables);
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('exports everything held on the customer as one JSON document, and logs who did', async () => {
    const exported = await staff.graphql<{
      adminExportCustomer: { file_name: string; json: string };
    }>(exportQuery, { id: String(shopper.customerId) });
    expect(exported.errors).toBeUndefined();
    const { file_name, json } = exported.data!.adminExportCustomer;
    expect(file_name).toMatch(
      new RegExp(`^customer-${shopper.customerId}-\\d{4}-\\d\\d-\\d\\d\\.json$`),
    );
    const document = JSON.parse(json);
    expect(document.account).toMatchObject({ email: shopper.email, lastname: 'Zwanenburg' });
    expect(document.orders[0]).toMatchObject({ number: orderNumber, placed_with_account: true });
    expect(document.orders[0].lines).toHaveLength(1);
    expect(document.orders[0].billing_address.postcode).toBeTruthy();
    expect(document.wishlist).toHaveLength(1);
    expect(document.newsletter.status).toBe('NOT_ACTIVE');
    expect(document.carts.length).toBeGreaterThan(0);
    expect(document.mails.map((mail: { template: string }) => mail.template)).toContain(
      'account-confirmation',
    );
    expect(json).not.toContain('"data"');
    // Secrets of the shop are not the customer's data.
    expect(json).not.toContain('argon2');
    expect(json).not.toMatch(/token_hash|password_hash/);
    const log = await engine.services.staff.audit.page({ pageSize: 5 });
    expect(log.entries[0]).toMatchObject({
      operation: 'adminExportCustomer',
      target: `customer:${shopper.customerId}`,
    });
  });

  it('erases the customer: no sign-in, no sessions, no personal data; the order kept', async () => {
    const wrong = await staff.graphql(eraseMutation, {
      id: String(shopper.customerId),
      email: 'someone-else@example.com',
    });
    expect(wrong.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'EMAIL_MISMATCH',
    });
    const erased = await staff.graphql<Erasure>(eraseMutation, {
      id: String(shopper.customerId),
      email: shopper.email.toUpperCase(),
    });
    expect(erased.errors).toBeUndefined();
    expect(erased.data!.adminEraseCustomer).toMatchObject({
      already_erased: false,
      orders_kept: [orderNumber],
    });

    const { customers, orders, wishlist, newsletter } = engine.services;
    expect((await customers.signIn(shopper.email, shopper.password)).kind).not.toBe('signed-in');
    expect(await customers.customerIdForToken(shopper.token)).toBeNull();
    expect(await customers.byEmail(shopper.email)).toBeNull();
    expect(await wishlist.items(shopper.customerId)).toEqual([]);
    expect(await newsletter.status(shopper.email)).toBeNull();
    const order = await orders.byNumber(orderNumber);
    expect(order).toMatchObject({ customerId: null, email: shopper.email, paymentInput: null });
    expect(order!.billingAddress.lastname).toBeTruthy();
    expect(await engine.services.mail.toRecipient(shopper.email)).not.toContainEqual(
      expect.objectContaining({ template: 'account-confirmation' }),
    );

    const detail = await staff.graphql<{
      adminCustomer: { email: string; firstname: string; erased_at: string; orders: unknown[] };
    }>(detailQuery, { id: String(shopper.customerId) });
    expect(detail.data!.adminCustomer).toMatchObject({ firstname: '', orders: [] });
    expect(detail.data!.adminCustomer.email).toMatch(/@erased\.invalid$/);
    expect(detail.data!.adminCustomer.erased_at).toBeTruthy();

    // The log says who erased whom and what was kept, never what was erased.
    const log = await engine.services.staff.audit.page({ pageSize: 1 });
    const entry = log.entries[0]!;
    expect(entry).toMatchObject({ operation: 'adminEraseCustomer', actorName: 'staff@care.test' });
    expect(JSON.stringify(entry)).not.toContain(shopper.email);
    expect(JSON.stringify(entry)).not.toContain('Zwanenburg');
  });

  it('answers a second erasure as done, and changes nothing', async () => {
    const before = await engine.services.staff.audit.page({ pageSize: 1 });
    const again = await staff.graphql<Erasure>(eraseMutation, {
      id: String(shopper.customerId),
      email: shopper.email,
    });
    expect(again.errors).toBeUndefined();
    expect(again.data!.adminEraseCustomer).toMatchObject({ already_erased: true, orders_kept: [] });
    const after = await engine.services.staff.audit.page({ pageSize: 1 });
    expect(after.entries[0]!.id).toBe(before.entries[0]!.id);
  });

  it('changes nothing when any part of the erasure fails', async () => {
    const kept = await signedInCustomer(engine, { lastname: 'Heelhuids' });
    await engine.services.wishlist.add(kept.customerId, [
      { sku: (await simpleProduct(engine, 2, { onlineQty: 10 })).sku, quantity: 1 },
    ]);
    await expect(
      engine.services.customerCare.erase(kept.customerId, kept.email, async () => {
        throw new Error('the audit log could not be written');
      }),
    ).rejects.toThrow('audit log');
    const { customers, wishlist } = engine.services;
    expect((await customers.signIn(kept.email, kept.password)).kind).toBe('signed-in');
    expect(await customers.customerIdForToken(kept.token)).toBe(kept.customerId);
    expect(await wishlist.items(kept.customerId)).toHaveLength(1);
    expect((await customers.customer(kept.customerId))!.erasedAt).toBeNull();
  });

  it('erases once when two staff members erase at the same moment', async () => {
    const other = await signedInCustomer(engine, { lastname: 'Gelijktijdig' });
    const product = await simpleProduct(engine, 1, { priceCents: 4_000, onlineQty: 50 });
    const number = await placeCustomerOrder(engine, other, [{ sku: product.sku, quantity: 1 }]);
    const answers = await Promise.all([
      staff.graphql<Erasure>(eraseMutation, { id: String(other.customerId), email: other.email }),
      owner.graphql<Erasure>(eraseMutation, { id: String(other.customerId), email: other.email }),
    ]);
    expect(answers.map((answer) => answer.errors)).toEqual([undefined, undefined]);
    const firsts = answers.map((answer) => answer.data!.adminEraseCustomer.already_erased);
    expect(firsts.sort()).toEqual([false, true]);
    const log = await engine.services.staff.audit.page({ pageSize: 20 });
    const erasures = log.entries.filter((entry) => entry.target === `customer:${other.customerId}`);
    expect(erasures).toHaveLength(1);
    expect((await engine.services.orders.byNumber(number))!.customerId).toBeNull();
  });

  it('lists the outbox by state without bodies, and puts a failed mail back in the queue', async () => {
    const someone = await signedInCustomer(engine, { lastname: 'Postbus' });
    const round = await engine.deliverDueMails();
    expect(round.failed).toBeGreaterThan(0);
    const failed = await owner.graphql<{
      adminMailOutbox: { items: { id: string; recipient: string; status: string }[] };
    }>(outboxQuery, { status: 'FAILED', first: 100 });
    expect(failed.errors).toBeUndefined();
    const mail = failed.data!.adminMailOutbox.items.find(
      (item) => item.recipient === someone.email,
    );
    expect(mail).toMatchObject({ status: 'FAILED' });
    const ids = failed.data!.adminMailOutbox.items.map((item) => Number(item.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const retried = await owner.graphql<{ adminRetryMail: { status: string; attempts: number } }>(
      retryMutation,
      { id: mail!.id },
    );
    expect(retried.data!.adminRetryMail).toEqual({ id: mail!.id, status: 'PENDING', attempts: 0 });
    const twice = await owner.graphql(retryMutation, { id: mail!.id });
    expect(twice.errors?.[0]?.extensions).toMatchObject({ reason: 'MAIL_NOT_FAILED' });
    const unknown = await owner.graphql(retryMutation, { id: '99999999' });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const log = await engine.services.staff.audit.page({ pageSize: 5 });
    expect(log.entries.filter((entry) => entry.operation === 'adminRetryMail')).toHaveLength(1);

    const pending = await owner.graphql<{ adminMailOutbox: { items: { id: string }[] } }>(
      outboxQuery,
      { status: 'PENDING', first: 100 },
    );
    expect(pending.data!.adminMailOutbox.items.map((item) => item.id)).toContain(mail!.id);
  });

  it('cannot retry a sent mail', async () => {
    // Nothing gets through the closed port, so a sent mail is written as a fixture.
    const [row] = await engine.database.db
      .insert(mailOutbox)
      .values({
        dedupeKey: 'care-test:sent',
        recipient: 'sent@example.com',
        locale: 'nl',
        template: 'contact-received',
        data: {} as never,
        status: 'sent',
        sentAt: new Date(),
      })
      .returning({ id: mailOutbox.id });
    const refused = await owner.graphql(retryMutation, { id: String(row!.id) });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ reason: 'MAIL_NOT_FAILED' });
    const listed = await owner.graphql<{ adminMailOutbox: { items: { id: string }[] } }>(
      outboxQuery,
      { status: 'SENT', first: 5 },
    );
    expect(listed.data!.adminMailOutbox.items.map((item) => item.id)).toEqual([String(row!.id)]);
  });
});
