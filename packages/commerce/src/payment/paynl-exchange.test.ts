import { describe, expect, it } from 'vitest';
import { maxExchangeBytes, parsePaynlExchange } from './paynl-exchange.ts';
import {
  signedExchangeHeaders,
  signExchangeBody,
  verifyExchangeSignature,
} from './paynl-signature.ts';

const credentials = { tokenCode: 'AT-1234-5678', apiToken: 'the-api-token' };
const body = JSON.stringify({
  id: 'f6b1e5c4-0000-4000-8000-000000000001',
  type: 'order',
  object: {
    orderId: 'f6b1e5c4-0000-4000-8000-000000000001',
    reference: '100000123',
    status: { code: 100, action: 'PAID' },
    amount: { value: 1234, currency: 'EUR' },
  },
});
const exchange = (headers: Record<string, string>, raw = body) =>
  new Request('http://shop.test/paynl/exchange', { method: 'POST', headers, body: raw });

describe('the signed exchange (SIGNED_JSON_POST)', () => {
  it('accepts a body signed with the API token and names the order', async () => {
    const notice = await parsePaynlExchange(
      exchange(signedExchangeHeaders(body, credentials)),
      credentials,
    );
    expect(notice).toEqual({
      providerOrderId: 'f6b1e5c4-0000-4000-8000-000000000001',
      reference: '100000123',
    });
  });

  it('signs as Pay. does: hex HMAC-SHA256 of the raw body, keyed with the API token', () => {
    // Known answer from openssl: printf '%s' BODY | openssl dgst -sha256 -hmac the-api-token
    expect(signExchangeBody('{"object":{"orderId":"abc"}}', 'the-api-token')).toBe(
      '05dfb69daba6d043bd499ddb223e1b4dd36960abb08901787b39f8c543e93c37',
    );
  });

  it.each([
    [
      'a changed body',
      { ...signedExchangeHeaders(body, credentials) },
      body.replace('100000123', '100000999'),
    ],
    ['another key', signedExchangeHeaders(body, { ...credentials, apiToken: 'other' }), body],
    [
      'another token code',
      { ...signedExchangeHeaders(body, credentials), 'signature-keyid': 'AT-0000-0000' },
      body,
    ],
    [
      'another algorithm',
      { ...signedExchangeHeaders(body, credentials), 'signature-algorithm': 'md5' },
      body,
    ],
    [
      'another method',
      { ...signedExchangeHeaders(body, credentials), 'signature-method': 'RSA' },
      body,
    ],
    ['a short signature', { ...signedExchangeHeaders(body, credentials), signature: 'abc' }, body],
    [
      'no signature',
      {
        'content-type': 'application/json',
        'signature-method': 'HMAC',
        'signature-keyid': 'AT-1234-5678',
      },
      body,
    ],
  ])('refuses %s', async (_case, headers, raw) => {
    expect(
      await parsePaynlExchange(exchange(headers as Record<string, string>, raw), credentials),
    ).toBeNull();
  });

  it('compares the signature whatever its letter case', () => {
    const headers = new Headers(signedExchangeHeaders(body, credentials));
    headers.set('signature', headers.get('signature')!.toUpperCase());
    expect(verifyExchangeSignature(headers, body, credentials)).toBe(true);
  });

  it('refuses a signed body that is not an order notice', async () => {
    for (const raw of ['not json', '[]', '{"object":{"orderId":"../x"}}', '{"object":{}}']) {
      expect(
        await parsePaynlExchange(
          exchange(signedExchangeHeaders(raw, credentials), raw),
          credentials,
        ),
      ).toBeNull();
    }
  });
});

describe('the legacy exchange', () => {
  it('reads action, order_id and extra1 from the query of a GET', async () => {
    const request = new Request(
      'http://shop.test/paynl/exchange?action=new_ppt&order_id=51234567X1a2b3c&extra1=100000123',
    );
    expect(await parsePaynlExchange(request, credentials)).toEqual({
      providerOrderId: '51234567X1a2b3c',
      reference: '100000123',
    });
  });

  it('reads a form POST', async () => {
    const request = exchange(
      { 'content-type': 'application/x-www-form-urlencoded' },
      'action=pending&order_id=51234567X1a2b3c&extra1=100000123&amount=12.34',
    );
    expect(await parsePaynlExchange(request, credentials)).toEqual({
      providerOrderId: '51234567X1a2b3c',
      reference: '100000123',
    });
  });

  it('reads an unsigned JSON POST', async () => {
    const request = exchange(
      { 'content-type': 'application/json' },
      JSON.stringify({ action: 'new_ppt', order_id: '51234567X1a2b3c' }),
    );
    expect(await parsePaynlExchange(request, credentials)).toEqual({
      providerOrderId: '51234567X1a2b3c',
      reference: null,
    });
  });
});

describe('bounds on what an exchange call may carry', () => {
  it('reads no further than its bound, whatever the body claims', async () => {
    const huge = exchange(
      { 'content-type': 'application/x-www-form-urlencoded' },
      `order_id=abc&x=${'a'.repeat(maxExchangeBytes)}`,
    );
    expect(await parsePaynlExchange(huge, credentials)).toBeNull();
  });

  it.each([
    ['no order id', 'action=new_ppt'],
    ['an order id too long', `order_id=${'a'.repeat(65)}`],
    ['an order id with a slash', 'order_id=abc%2F..'],
    ['an empty order id', 'order_id='],
  ])('gives null for %s', async (_case, form) => {
    const request = exchange({ 'content-type': 'application/x-www-form-urlencoded' }, form);
    expect(await parsePaynlExchange(request, credentials)).toBeNull();
  });

  it('drops a reference that is too long or holds control characters, keeping the order', async () => {
    for (const extra1 of ['x'.repeat(65), 'ab\u0000c']) {
      const request = new Request(
        `http://shop.test/paynl/exchange?order_id=abc&extra1=${encodeURIComponent(extra1)}`,
      );
      expect(await parsePaynlExchange(request, credentials)).toEqual({
        providerOrderId: 'abc',
        reference: null,
      });
    }
  });

  it('answers other methods with null', async () => {
    const request = new Request('http://shop.test/paynl/exchange?order_id=abc', {
      method: 'PUT',
      body: '',
    });
    expect(await parsePaynlExchange(request, credentials)).toBeNull();
  });
});
