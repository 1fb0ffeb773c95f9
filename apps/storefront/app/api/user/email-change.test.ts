import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CommerceEngine } from '@webshop/commerce';
import {
  signedInCustomer,
  createTestEngine,
  databaseKinds,
  outboxMails,
} from '@webshop/commerce/testing';
import { confirmEmailChange } from '@/lib/commerce/account-entry';
import { POST } from './route';
import { serveEngine, stopServingEngine } from '@/lib/commerce/testing/serve-engine';

// The shop's configured address: the same-origin check compares Origin with it, never Host.
vi.stubEnv('SHOP_URL', 'http://shop.test');

const url = 'http://shop.test/api/user';

function post(body: unknown, headers: Record<string, string> = {}, query = '?locale=en'): Request {
  return new Request(`${url}${query}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: {
      origin: 'http://shop.test',
      host: 'shop.test',
      'content-type': 'application/json',
      ...headers,
    },
  });
}

const unique = () => Math.random().toString(36).slice(2, 10);

// POST /api/user type customerEmailUpdate and the confirmation page's call, against a real
// engine in process on both databases (ADR 0014).
describe.each(databaseKinds)('e-mail change through /api/user on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, 'user_email_change', {
      seedIfEmpty: false,
      orderSweepMs: 0,
    }));
    serveEngine(engine);
  }, 120_000);

  afterAll(async () => {
    stopServingEngine();
    await close();
  });

  const cookie = (token: string) => ({ cookie: `customer_token=${token}; signed_in=1` });

  async function linkMailedTo(email: string) {
    const [mail] = await outboxMails(engine, {
      recipient: email,
      template: 'email-change-confirmation',
    });
    return mail ? new URL((mail.data as { url: string }).url) : null;
  }

  it('asks for the change, says to follow the link, and the link moves the account', async () => {
    const customer = await signedInCustomer(engine);
    const next = `nieuw-${unique()}@example.com`;
    const response = await POST(
      post(
        { type: 'customerEmailUpdate', email: next, password: customer.password },
        cookie(customer.token),
      ),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'success',
      message: `We sent a link to ${next}. Your e-mail address changes as soon as you follow it.`,
      redirect: null,
    });
    const link = await linkMailedTo(next);
    expect(link?.pathname).toBe('/en/customer/account/confirmemail');
    expect(await confirmEmailChange(link!.searchParams.get('token')!, 'en')).toBe('valid');
    expect(await confirmEmailChange(link!.searchParams.get('token')!, 'en')).toBe('invalid');
    expect((await engine.services.customers.customer(customer.customerId))?.email).toBe(next);
  });

  it('answers a taken address exactly like a free one', async () => {
    const customer = await signedInCustomer(engine);
    const holder = await signedInCustomer(engine);
    const answer = async (email: string) => {
      const response = await POST(
        post(
          { type: 'customerEmailUpdate', email, password: customer.password },
          cookie(customer.token),
        ),
      );
      const body = (await response.json()) as { message: string };
      return { status: response.status, message: body.message.replace(email, '<address>') };
    };
    expect(await answer(holder.email)).toEqual(await answer(`vrij-${unique()}@example.com`));
  });

  it('puts a wrong password beside the password field, and the same address beside the e-mail', async () => {
    const customer = await signedInCustomer(engine);
    const wrong = await POST(
      post(
        { type: 'customerEmailUpdate', email: `x-${unique()}@example.com`, password: 'Nope-1234' },
        cookie(customer.token),
      ),
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      error: 'WRONG_PASSWORD',
      fieldErrors: { password: expect.stringMatching(/password/) },
    });
    const same = await POST(
      post(
        { type: 'customerEmailUpdate', email: customer.email, password: customer.password },
        cookie(customer.token),
      ),
    );
    expect(same.status).toBe(400);
    expect(await same.json()).toMatchObject({
      error: 'EMAIL_UNCHANGED',
      fieldErrors: { email: 'This is already the e-mail address of your account.' },
    });
  });

  it('refuses a guest, a malformed address and a foreign origin before the engine', async () => {
    const guest = await POST(
      post({ type: 'customerEmailUpdate', email: 'a@example.com', password: 'Whatever-1' }),
    );
    expect(guest.status).toBe(401);
    const customer = await signedInCustomer(engine);
    const malformed = await POST(
      post(
        { type: 'customerEmailUpdate', email: 'geen-adres', password: customer.password },
        cookie(customer.token),
      ),
    );
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ fieldErrors: { email: expect.any(String) } });
    const elsewhere = `z-${unique()}@example.com`;
    const foreign = await POST(
      post(
        { type: 'customerEmailUpdate', email: elsewhere, password: customer.password },
        { ...cookie(customer.token), origin: 'https://evil.example' },
      ),
    );
    expect(foreign.status).toBe(403);
    expect(await linkMailedTo(elsewhere)).toBeNull();
  });
});
