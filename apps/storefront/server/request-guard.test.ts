import { describe, expect, it } from 'vitest';
import { refusedRequest } from './request-guard.mjs';

describe('refusedRequest', () => {
  it.each([
    '/%zz',
    '/%',
    '/%C0%AF',
    '/search/%zz',
    '/merken/%zz',
    '/media/%zz',
    '/en/%zz',
    '/%E0%A4%A',
    '/wasmachines%zz',
    '/a%00b',
    '/a%0Ab',
    '/%ff%fe',
    '/product%zz.html?x=1',
    '/%25',
    '/search/50%25',
  ])('answers %s with 400, not a server error', (url) => {
    expect(refusedRequest('GET', url)?.status).toBe(400);
  });

  it('refuses methods the Fetch API cannot carry with 405 and says which are allowed', () => {
    for (const method of ['TRACE', 'CONNECT', 'TRACK', 'PROPFIND']) {
      const refused = refusedRequest(method, '/api/graphql');
      expect(refused?.status).toBe(405);
      expect(refused?.headers?.allow).toContain('GET');
    }
  });

  it('lets ordinary addresses through, malformed query strings included', () => {
    for (const url of ['/', '/search?q=%zz', '/wasmachines?page=2', '/en/merken/bosch', '/a%20b']) {
      expect(refusedRequest('GET', url)).toBeNull();
    }
    expect(refusedRequest('GET', '/' + 'a'.repeat(5000))?.status).toBe(414);
  });

  it('finds a control character behind every layer of percent-encoding', () => {
    for (const url of [
      '/probe%252500a',
      '/probe%25252500a',
      '/a%250Ab',
      '/search/%252500?q=1',
      '/a%25C2%2585b',
      '/a%C2%85b',
    ]) {
      expect(refusedRequest('GET', url), url).toMatchObject({
        status: 400,
        message: 'The address holds control characters.',
      });
    }
  });

  it('refuses an address encoded more often than any shop address, and no shallower one', () => {
    const encoded = (times: number) => {
      let url = '/a%41';
      for (let i = 0; i < times; i++) url = url.replace(/%/g, '%25');
      return url;
    };
    expect(refusedRequest('GET', encoded(4))).toBeNull();
    expect(refusedRequest('GET', encoded(5))?.status).toBe(400);
    for (const url of ['/50%2525-korting', '/a%2520b', '/%C3%A9t%C3%A9']) {
      expect(refusedRequest('GET', url), url).toBeNull();
    }
  });
});
