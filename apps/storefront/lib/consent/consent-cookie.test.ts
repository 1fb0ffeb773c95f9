import { describe, expect, it } from 'vitest';
import { consentCookie, consentCookieString, parseConsent } from './consent-cookie';

const pairOf = (cookie: string) => cookie.split('; ')[0]!;

describe('consent cookie', () => {
  it('stores a choice for one year, Lax, and Secure only when asked', () => {
    const cookie = consentCookieString({ analytics: true, marketing: false }, { now: 1000 });
    expect(cookie).toMatch(/^cookie_consent=/);
    expect(cookie).toContain('; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(cookie).not.toContain('Secure');
    expect(consentCookieString({ analytics: true, marketing: false }, { secure: true })).toMatch(
      /; Secure$/,
    );
  });

  it('reads back what it stored among other cookies', () => {
    const pair = pairOf(consentCookieString({ analytics: true, marketing: false }, { now: 42 }));
    expect(parseConsent(`currency=EUR; ${pair}; my_store_code=nl`)).toEqual({
      version: 1,
      analytics: true,
      marketing: false,
      decidedAt: 42,
    });
  });

  it('treats no cookie, junk, another version and oversized values as no choice', () => {
    expect(parseConsent(undefined)).toBeNull();
    expect(parseConsent('')).toBeNull();
    expect(parseConsent('cookie_consent=')).toBeNull();
    expect(parseConsent('cookie_consent=%7Bnot-json')).toBeNull();
    expect(parseConsent('cookie_consent=null')).toBeNull();
    const other = encodeURIComponent(JSON.stringify({ v: 2, a: true, m: true, t: 1 }));
    expect(parseConsent(`cookie_consent=${other}`)).toBeNull();
    const wrongType = encodeURIComponent(JSON.stringify({ v: 1, a: 'yes', m: true }));
    expect(parseConsent(`cookie_consent=${wrongType}`)).toBeNull();
    const long = encodeURIComponent(
      JSON.stringify({ v: 1, a: true, m: true, pad: 'x'.repeat(consentCookie.maxValueLength) }),
    );
    expect(parseConsent(`cookie_consent=${long}`)).toBeNull();
  });

  it('does not mistake a cookie whose name ends alike for the choice', () => {
    const pair = pairOf(consentCookieString({ analytics: true, marketing: true }));
    expect(parseConsent(`old_${pair}`)).toBeNull();
  });
});

describe('the consent gate', () => {
  it("recognises a stored choice by the start of this version's value", () => {
    // The gate (components/consent/consent-gate.tsx) only looks at how the value begins.
    const pair = pairOf(consentCookieString({ analytics: false, marketing: false }));
    expect(pair.startsWith('cookie_consent=%7B%22v%22%3A1%2C')).toBe(true);
  });
});
