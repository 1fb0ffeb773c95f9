import { describe, expect, it } from 'vitest';
import { addNonceToInlineScripts } from './script-nonce.mjs';
import { pagePolicy, tileOrigin } from './security-headers.mjs';

describe('addNonceToInlineScripts', () => {
  const html =
    '<head><script src="/_next/static/a.js" async=""></script>' +
    '<script>self.__next_f.push([0])</script>' +
    '<script id="_R_">x()</script>' +
    '<script type="application/ld+json">{"@type":"WebSite"}</script>' +
    '<scripts-not-a-tag></scripts-not-a-tag></head>';

  it('stamps inline scripts only, not loaded scripts, data blocks or look-alike tags', () => {
    const stamped = addNonceToInlineScripts(html, 'abc');
    expect(stamped).toContain('<script nonce="abc">self.__next_f.push([0])</script>');
    expect(stamped).toContain('<script nonce="abc" id="_R_">x()</script>');
    expect(stamped).toContain('<script src="/_next/static/a.js" async=""></script>');
    expect(stamped).toContain('<script type="application/ld+json">');
    expect(stamped).toContain('<scripts-not-a-tag>');
  });

  it('names the nonce in the page policy, with tag manager hosts only when configured', () => {
    expect(pagePolicy('abc')).toContain("script-src 'self' 'nonce-abc'");
    expect(pagePolicy('abc')).not.toContain('googletagmanager');
    expect(pagePolicy('abc', { tagManager: true })).toContain('https://www.googletagmanager.com');
    expect(pagePolicy('abc')).toContain("frame-ancestors 'none'");
    expect(pagePolicy('abc')).toContain(
      'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
    );
  });

  it('allows a configured map tile server as an image source, and nothing when none is set', () => {
    expect(tileOrigin(undefined)).toBeNull();
    expect(tileOrigin('javascript:alert(1)')).toBeNull();
    expect(tileOrigin('https://tile.example.org/{z}/{x}/{y}.png')).toBe('https://tile.example.org');
    expect(tileOrigin('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.example.org',
    );
    const policy = pagePolicy('abc', { tileHost: 'https://tile.example.org' });
    expect(policy).toContain("img-src 'self' data: blob: https://tile.example.org");
    expect(pagePolicy('abc')).toContain("img-src 'self' data: blob:;");
  });
});
