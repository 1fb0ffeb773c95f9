import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { mailOutbox } from '../mail/schema.ts';
import { signedInCustomer } from '../testing/customer-fixtures.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import {
  cartReadyToOrder,
  placeOrderMutation,
  simpleProduct,
  type PlaceOrderAnswer,
} from '../testing/shop-fixtures.ts';
import { newsletterCode, newsletterSecret } from './newsletter-codes.ts';

const subscribe = /* GraphQL */ `
  mutation Subscribe($email: String!) {
    subscribeEmailToNewsletter(email: $email) {
      status
      coupon_mailed
    }
  }
`;
const confirm = /* GraphQL */ `
  mutation Confirm($input: NewsletterLinkInput!) {
    confirmNewsletterSubscription(input: $input) {
      status
      coupon_mailed
    }
  }
`;
const unsubscribe = /* GraphQL */ `
  mutation Unsubscribe($input: NewsletterLinkInput!) {
    unsubscribeEmailFromNewsletter(input: $input) {
      status
    }
  }
`;
const applyCoupon = /* GraphQL */ `
  mutation Apply($id: String!, $code: String!) {
    applyCouponToCart(input: { cart_id: $id, coupon_code: $code }) {
      cart {
        applied_coupons {
          code
        }
        prices {
          subtotal_including_tax {
            value
          }
          discounts {
            amount {
              value
            }
          }
        }
      }
    }
  }
`;

type Answer = { status: string; coupon_mailed: boolean };

describe.each(databaseKinds)('newsletter with double opt-in on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;
  let mailDir: string;
  let offsetMs = 0;

  beforeAll(async () => {
    mailDir = await mkdtemp(path.join(tmpdir(), 'newsletter-mail-'));
    ({ engine, close } = await createTestEngine(kind, 'newsletter', {
      seedProducts: 120,
      now: () => new Date(Date.now() + offsetMs),
      mail: { transport: { mailDir } },
    }));
  }, 120_000);
  afterAll(async () => {
    await close();
    await rm(mailDir, { recursive: true, force: true });
  });

  const mailsTo = async (email: string) =>
    (await engine.database.db.select().from(mailOutbox)).filter((mail) => mail.recipient === email);
  const linkOf = (data: unknown) => new URL((data as { url: string }).url);
  const subscribeAs = (email: string) =>
    engine.execute<{ subscribeEmailToNewsletter: Answer }>(
      subscribe,
      { email },
      { 'x-locale': 'en' },
    );

  async function confirmedAddress(email: string): Promise<string> {
    await subscribeAs(email);
    const [mail] = (await mailsTo(email)).filter((m) => m.template === 'newsletter-confirmation');
    const link = linkOf(mail!.data);
    const answer = await engine.execute<{ confirmNewsletterSubscription: Answer }>(confirm, {
      input: { email: link.searchParams.get('email'), code: link.searchParams.get('code') },
    });
    expect(answer.data?.confirmNewsletterSubscription).toEqual({
      status: 'SUBSCRIBED',
      coupon_mailed: true,
    });
    const [welcome] = (await mailsTo(email)).filter((m) => m.template === 'newsletter-welcome');
    return (welcome!.data as { couponCode: string }).couponCode;
  }

  it('answers NOT_ACTIVE and mails one confirmation link per address per 10 minutes', async () => {
    const email = `new-${kind}@example.com`;
    const first = await subscribeAs(` New-${kind}@Example.com `);
    expect(first.data?.subscribeEmailToNewsletter).toEqual({
      status: 'NOT_ACTIVE',
      coupon_mailed: false,
    });
    expect(await engine.services.newsletter.status(email)).toBe('NOT_ACTIVE');
    await subscribeAs(email);
    let mails = await mailsTo(email);
    expect(mails.map((mail) => mail.template)).toEqual(['newsletter-confirmation']);
    expect(mails[0]!.locale).toBe('en');
    const link = linkOf(mails[0]!.data);
    expect(link.pathname).toBe('/en/newsletter/confirm');
    expect(link.searchParams.get('email')).toBe(email);

    offsetMs += 11 * 60_000;
    await subscribeAs(email);
    mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
  });

  it('refuses a wrong code, and an unsubscribe code as a confirmation', async () => {
    const email = `wrong-${kind}@example.com`;
    await subscribeAs(email);
    const wrong = await engine.execute(confirm, { input: { email, code: 'x'.repeat(43) } });
    expect(wrong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const secret = await newsletterSecret(engine.database.db);
    const otherPurpose = await engine.execute(confirm, {
      input: { email, code: newsletterCode(secret, email, 'unsubscribe') },
    });
    expect(otherPurpose.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const huge = await engine.execute(confirm, { input: { email: 'a'.repeat(5000), code: 'y' } });
    expect(huge.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const bad = await subscribeAs('not an address');
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await engine.services.newsletter.status(email)).toBe('NOT_ACTIVE');
  });

  it('subscribes on the link, mails the coupon once, and answers a subscribed address alike', async () => {
    const email = `confirm-${kind}@example.com`;
    const code = await confirmedAddress(email);
    expect(code).toMatch(/^WELKOM-[2-9A-Z]{12}$/);
    expect(await engine.services.newsletter.status(email)).toBe('SUBSCRIBED');

    const [confirmation] = (await mailsTo(email)).filter(
      (m) => m.template === 'newsletter-confirmation',
    );
    const link = linkOf(confirmation!.data);
    const again = await engine.execute<{ confirmNewsletterSubscription: Answer }>(confirm, {
      input: { email, code: link.searchParams.get('code') },
    });
    expect(again.data?.confirmNewsletterSubscription).toEqual({
      status: 'SUBSCRIBED',
      coupon_mailed: false,
    });

    offsetMs += 11 * 60_000;
    const repeat = await subscribeAs(email);
    expect(repeat.data?.subscribeEmailToNewsletter).toEqual({
      status: 'NOT_ACTIVE',
      coupon_mailed: false,
    });
    const templates = (await mailsTo(email)).map((m) => m.template).sort();
    expect(templates).toEqual([
      'newsletter-already-subscribed',
      'newsletter-confirmation',
      'newsletter-welcome',
    ]);
    expect(await engine.services.newsletter.status(email)).toBe('SUBSCRIBED');
  });

  it('takes 15 % off in the cart, once, even for two orders placed at the same moment', async () => {
    const code = await confirmedAddress(`coupon-${kind}@example.com`);
    const product = await simpleProduct(engine, 3, { priceCents: 100_00, onlineQty: 50 });
    const carts = await Promise.all(
      ['one', 'two'].map((who) =>
        cartReadyToOrder(engine, [{ sku: product.sku, quantity: 1 }], `${who}-${kind}@example.nl`),
      ),
    );
    for (const id of carts) {
      const applied = await engine.execute<{
        applyCouponToCart: {
          cart: { prices: { discounts: { amount: { value: number } }[] } };
        };
      }>(applyCoupon, { id, code: code.toLowerCase() });
      expect(applied.errors).toBeUndefined();
      expect(applied.data!.applyCouponToCart.cart.prices.discounts[0]!.amount.value).toBe(15);
    }
    const placed = await Promise.all(
      carts.map((id) =>
        engine
          .execute<PlaceOrderAnswer>(placeOrderMutation, { id })
          .then((answer) => answer.data!.placeOrder),
      ),
    );
    const succeeded = placed.filter((answer) => answer.orderV2 !== null);
    expect(succeeded).toHaveLength(1);
    expect(placed.filter((answer) => answer.errors.length > 0)).toHaveLength(1);

    const third = await cartReadyToOrder(
      engine,
      [{ sku: product.sku, quantity: 1 }],
      `three-${kind}@example.nl`,
    );
    const refused = await engine.execute(applyCoupon, { id: third, code });
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('waits as UNCONFIRMED for an account being created, and mails once the account is confirmed', async () => {
    const email = `account-${kind}@example.com`;
    const service = engine.services.newsletter;
    expect(await service.subscribe(email, 'nl', { pendingAccount: true })).toBe('UNCONFIRMED');
    expect(await mailsTo(email)).toHaveLength(0);
    await service.accountConfirmed(email, 'de');
    expect(await service.status(email)).toBe('NOT_ACTIVE');
    const mails = await mailsTo(email);
    expect(mails.map((mail) => [mail.template, mail.locale])).toEqual([
      ['newsletter-confirmation', 'de'],
    ]);
  });

  it("shows the signed-in customer's subscription and nobody else's", async () => {
    const shopper = await signedInCustomer(engine);
    const query = '{ customer { is_subscribed newsletter_status } }';
    const before = await engine.execute(query, {}, shopper.headers);
    expect(before.data).toEqual({ customer: { is_subscribed: false, newsletter_status: null } });
    await confirmedAddress(shopper.email);
    const after = await engine.execute(query, {}, shopper.headers);
    expect(after.data).toEqual({
      customer: { is_subscribed: true, newsletter_status: 'SUBSCRIBED' },
    });
    const guest = await engine.execute(query);
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  const unsubscribeLinkIn = async (file: string) => {
    const eml = (await readFile(path.join(mailDir, file), 'utf8'))
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    return /https?:\/\/[^\s"<>]+\/newsletter\/unsubscribe\?[^\s"<>]+/.exec(eml)?.[0] ?? null;
  };

  it('puts an unsubscribe link for the recipient in the mails to a subscriber, and the link unsubscribes', async () => {
    const email = `leave-${kind}@example.com`;
    await confirmedAddress(email);
    await engine.deliverDueMails();
    const files = await readdir(mailDir);
    const welcomeFile = files.find((file) => file.includes(`newsletter-welcome_leave-${kind}`));
    const found = await unsubscribeLinkIn(welcomeFile!);
    expect(found).not.toBeNull();
    const link = new URL(found!.replace(/&amp;/g, '&'));
    expect(link.searchParams.get('email')).toBe(email);

    const wrong = await engine.execute(unsubscribe, {
      input: { email: `someone-else-${kind}@example.com`, code: link.searchParams.get('code') },
    });
    expect(wrong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const left = await engine.execute(unsubscribe, {
      input: { email, code: link.searchParams.get('code') },
    });
    expect(left.data).toEqual({ unsubscribeEmailFromNewsletter: { status: 'UNSUBSCRIBED' } });
    expect(await engine.services.newsletter.status(email)).toBe('UNSUBSCRIBED');
    expect(await engine.services.newsletter.footerUnsubscribeUrl(email, 'nl')).toBeNull();
  });

  it('leaves the unsubscribe line out of mails to an address that is not subscribed', async () => {
    // A guest who never asked for the newsletter: the mail says nothing of it.
    const guest = `guest-${kind}@example.com`;
    await engine.services.mail.enqueue(engine.database.db, {
      to: guest,
      locale: 'nl',
      dedupeKey: `password-reset:guest-${kind}`,
      message: {
        template: 'password-reset',
        data: { customerName: 'Gast', url: 'https://x.nl/r' },
      },
    });
    await engine.deliverDueMails();
    const guestFile = (await readdir(mailDir)).find((file) =>
      file.includes(`password-reset_guest-${kind}`),
    );
    expect(guestFile).toBeDefined();
    expect(await unsubscribeLinkIn(guestFile!)).toBeNull();
    expect(await readFile(path.join(mailDir, guestFile!), 'utf8')).not.toContain('nieuwsbrief');
    // Asked but not confirmed yet: the confirmation mail has no unsubscribe line either.
    const pending = `pending-${kind}@example.com`;
    await subscribeAs(pending);
    expect(await engine.services.newsletter.footerUnsubscribeUrl(pending, 'en')).toBeNull();
    expect(
      await engine.services.newsletter.footerUnsubscribeUrl(`never-${kind}@example.com`, 'en'),
    ).toBeNull();
    await engine.deliverDueMails();
    const confirmationFile = (await readdir(mailDir)).find((file) =>
      file.includes(`newsletter-confirmation_pending-${kind}`),
    );
    expect(confirmationFile).toBeDefined();
    expect(await unsubscribeLinkIn(confirmationFile!)).toBeNull();
  });

  it('signs codes with NEWSLETTER_SECRET when set, else with one secret kept in the database', async () => {
    const db = engine.database.db;
    const stored = await newsletterSecret(db, {});
    expect(stored).toHaveLength(43);
    expect(await newsletterSecret(db, {})).toBe(stored);
    expect(await newsletterSecret(db, { NEWSLETTER_SECRET: 'configured' })).toBe('configured');
    const [row] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'newsletter-confirmation'))
      .limit(1);
    const link = linkOf(row!.data);
    expect(link.searchParams.get('code')).toBe(
      newsletterCode(stored, link.searchParams.get('email')!, 'confirm'),
    );
  });
});
