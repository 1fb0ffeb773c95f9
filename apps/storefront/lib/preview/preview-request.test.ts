import { describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { previewPath, previewSecretMatches, previewTokenMatches } from './preview-request';

describe('preview requests', () => {
  it('accepts only the configured secret, and none without one', () => {
    expect(previewSecretMatches('geheim', 'geheim')).toBe(true);
    expect(previewSecretMatches('geheim ', 'geheim')).toBe(false);
    expect(previewSecretMatches('', 'geheim')).toBe(false);
    expect(previewSecretMatches(null, 'geheim')).toBe(false);
    expect(previewSecretMatches('geheim', undefined)).toBe(false);
    expect(previewSecretMatches('', '')).toBe(false);
  });

  it('leads only to a page of the shop, in its language', () => {
    expect(previewPath('service/nieuw', null)).toBe('/service/nieuw');
    expect(previewPath('/service/nieuw/', 'fr')).toBe('/fr/service/nieuw');
    for (const slug of [
      '//evil.example',
      'https://evil.example',
      '../api',
      'A',
      '',
      null,
      'a\\b',
    ]) {
      expect(previewPath(slug, null), String(slug)).toBeNull();
    }
    expect(previewPath('ok', 'xx')).toBeNull();
    expect(previewPath('a'.repeat(201), null)).toBeNull();
  });

  it('accepts a signed link for its own page until it expires', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    const expires = now / 1000 + 3600;
    const sign = (slug: string, until: number, secret = 'geheim') =>
      `${until}.${createHmac('sha256', secret).update(`preview\n${slug}\n${until}`).digest('base64url')}`;
    const token = sign('service/nieuw', expires);
    expect(previewTokenMatches(token, 'service/nieuw', now, 'geheim')).toBe(true);
    expect(previewTokenMatches(token, '/service/nieuw/', now, 'geheim')).toBe(true);
    expect(previewTokenMatches(token, 'home', now, 'geheim')).toBe(false);
    expect(previewTokenMatches(token, 'service/nieuw', expires * 1000, 'geheim')).toBe(false);
    expect(previewTokenMatches(token, 'service/nieuw', now, 'ander')).toBe(false);
    expect(previewTokenMatches(token, 'service/nieuw', now, undefined)).toBe(false);
    expect(
      previewTokenMatches(sign('service/nieuw', expires, 'ander'), 'service/nieuw', now, 'geheim'),
    ).toBe(false);
    const later = token.replace(/^\d+/, String(expires + 3600));
    expect(previewTokenMatches(later, 'service/nieuw', now, 'geheim')).toBe(false);
    for (const bad of ['', 'abc', `${expires}.`, `${expires}.${'a'.repeat(300)}`, null]) {
      expect(previewTokenMatches(bad, 'service/nieuw', now, 'geheim')).toBe(false);
    }
  });
});
