import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { mailOutbox } from '../mail/schema.ts';
import { renderMail } from '../mail/templates/render-mail.ts';
import type { MailMessage } from '../mail/mail-port.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import { contactMessages } from './schema.ts';
import { shopContactEmail } from './contact-service.ts';

const contactUs = /* GraphQL */ `
  mutation Contact($input: ContactUsInput!) {
    contactUs(input: $input) {
      status
    }
  }
`;

const message = (email: string, extra: Record<string, unknown> = {}) => ({
  name: 'Anna de Vries',
  prefix: 'Mevrouw',
  email,
  telephone: '0612345678',
  subject: 'Levertijd <wasmachine>',
  comment: 'Wanneer wordt mijn bestelling geleverd?\n<script>alert(1)</script>',
  ...extra,
});

describe.each(databaseKinds)('contact form on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, 'contact', { seedProducts: 20 }));
  }, 120_000);
  afterAll(() => close());

  const mails = async () => engine.database.db.select().from(mailOutbox);

  it('mails the shop (reply-to the shopper, escaped) and confirms to the shopper', async () => {
    const email = `anna-${kind}@example.nl`;
    const answer = await engine.execute(contactUs, { input: message(email) }, { 'x-locale': 'fr' });
    expect(answer).toEqual({ data: { contactUs: { status: true } } });
    const sent = await mails();
    const toShop = sent.find((mail) => mail.template === 'contact-message');
    const toShopper = sent.find((mail) => mail.template === 'contact-received');
    expect(toShop?.recipient).toBe(shopContactEmail());
    expect(toShop?.locale).toBe('nl');
    expect(toShopper?.recipient).toBe(email);
    expect(toShopper?.locale).toBe('fr');
    const rendered = renderMail(
      { template: toShop!.template, data: toShop!.data } as MailMessage,
      'nl',
      'https://shop.example/newsletter/unsubscribe',
    );
    expect(rendered.replyTo).toBe(email);
    expect(rendered.html).not.toContain('<script>');
    expect(rendered.html).toContain('&lt;script&gt;');
    expect(rendered.html).not.toContain('newsletter/unsubscribe');
    const confirmation = renderMail(
      { template: toShopper!.template, data: toShopper!.data } as MailMessage,
      'fr',
      'https://shop.example/fr/newsletter/unsubscribe?email=x',
    );
    expect(confirmation.subject).toBe('Nous avons bien reçu votre message');
    expect(confirmation.text).toContain('Wanneer wordt mijn bestelling geleverd?');
    expect(confirmation.text).toContain('newsletter/unsubscribe');
    const stored = await engine.database.db.select().from(contactMessages);
    expect(
      stored.some((row) => row.email === email && row.subject === 'Levertijd <wasmachine>'),
    ).toBe(true);
  });

  it('answers a filled-in honeypot with success and sends nothing', async () => {
    const before = (await mails()).length;
    const answer = await engine.execute(contactUs, {
      input: message(`bot-${kind}@example.nl`, { website: 'http://spam.example' }),
    });
    expect(answer).toEqual({ data: { contactUs: { status: true } } });
    expect((await mails()).length).toBe(before);
  });

  it('refuses missing, malformed and too long fields', async () => {
    const email = `bounds-${kind}@example.nl`;
    for (const extra of [
      { comment: 'x'.repeat(5001) },
      { comment: '   ' },
      { name: '' },
      { subject: 's'.repeat(201) },
      { email: 'geen-adres' },
      { telephone: '1'.repeat(41) },
    ]) {
      const answer = await engine.execute(contactUs, { input: message(email, extra) });
      expect(answer.errors?.[0]?.extensions?.code, JSON.stringify(extra)).toBe('BAD_USER_INPUT');
    }
    const longest = await engine.execute(contactUs, {
      input: message(email, { comment: 'x'.repeat(5000) }),
    });
    expect(longest.errors).toBeUndefined();
  });

  it('allows 5 messages per hour per address and per client', async () => {
    const email = `busy-${kind}@example.nl`;
    // Each from another client, so the address's own limit is what stops the sixth.
    const from = (i: number) => ({ 'x-forwarded-for': `192.0.2.${i + 1}` });
    for (let i = 0; i < 5; i += 1) {
      const ok = await engine.execute(contactUs, { input: message(email) }, from(i));
      expect(ok.errors).toBeUndefined();
    }
    const sixth = await engine.execute(contactUs, { input: message(email) }, from(5));
    expect(sixth.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');

    // The client is the last entry, the one the shop's server wrote.
    const client = { 'x-forwarded-for': `10.0.0.1, 203.0.113.${kind === 'pglite' ? 7 : 8}` };
    for (let i = 0; i < 5; i += 1) {
      const ok = await engine.execute(
        contactUs,
        { input: message(`client-${i}-${kind}@example.nl`) },
        client,
      );
      expect(ok.errors).toBeUndefined();
    }
    const fromSameClient = await engine.execute(
      contactUs,
      { input: message(`client-new-${kind}@example.nl`) },
      client,
    );
    expect(fromSameClient.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
  });
});
