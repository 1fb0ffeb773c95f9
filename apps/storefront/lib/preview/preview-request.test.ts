import { describe, expect, it } from 'vitest';
import { previewPath, previewSecretMatches } from './preview-request';

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
});
