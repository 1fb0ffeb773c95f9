import { describe, expect, it } from 'vitest';
import { addNonceToInlineScripts } from './script-nonce.mjs';
import { pagePolicy } from './security-headers.mjs';

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
});
