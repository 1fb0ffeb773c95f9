import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { knownOperationNames } from '@webshop/commerce/contracts';
import {
  createFormerUrlRedirects,
  formerKeyTarget,
  formerUrlQuery,
  ownRouteNames,
} from './former-url-redirect.mjs';

type Answer = { type: string | null; relative_url: string | null; redirect_code: number } | null;

/** An engine that knows a few addresses, counting what it is asked. */
function engine(routes: Record<string, Answer | undefined>) {
  const asked: string[] = [];
  return {
    asked,
    ask: async (key: string) => {
      asked.push(key);
      return key in routes ? routes[key] : null;
    },
  };
}

const moved = { type: 'PRODUCT', relative_url: '/wasmachine-nieuw', redirect_code: 301 };
const current = { type: 'PRODUCT', relative_url: '/wasmachine-nieuw', redirect_code: 0 };

describe('a former url key', () => {
  it('is sent to the product’s address, with its locale prefix and query', async () => {
    const { ask } = engine({ 'wasmachine-oud': moved, 'wasmachine-oud.html': moved });
    const redirects = createFormerUrlRedirects({ ask });
    expect(await redirects.redirectFor('GET', '/wasmachine-oud')).toBe('/wasmachine-nieuw');
    expect(await redirects.redirectFor('HEAD', '/fr/wasmachine-oud?variant=X1')).toBe(
      '/fr/wasmachine-nieuw?variant=X1',
    );
    expect(await redirects.redirectFor('GET', '/Wasmachine-Oud.html')).toBe('/wasmachine-nieuw');
  });

  it('is asked about once while remembered, and again after its time or a change', async () => {
    let clock = 0;
    const { ask, asked } = engine({ 'wasmachine-oud': moved, 'wasmachine-nieuw': current });
    const redirects = createFormerUrlRedirects({ ask, ttlMs: 10_000, now: () => clock });
    for (let n = 0; n < 3; n++) {
      await redirects.redirectFor('GET', '/wasmachine-oud');
      expect(await redirects.redirectFor('GET', '/wasmachine-nieuw')).toBeNull();
    }
    expect(asked).toEqual(['wasmachine-oud', 'wasmachine-nieuw']);
    clock = 10_000;
    await redirects.redirectFor('GET', '/wasmachine-oud');
    redirects.clear();
    await redirects.redirectFor('GET', '/wasmachine-oud');
    expect(asked).toEqual([
      'wasmachine-oud',
      'wasmachine-nieuw',
      'wasmachine-oud',
      'wasmachine-oud',
    ]);
  });

  it('never remembers an address the engine does not know, nor one it could not answer', async () => {
    const { ask, asked } = engine({ kapot: undefined });
    const redirects = createFormerUrlRedirects({ ask, maxEntries: 2 });
    for (let n = 0; n < 50; n++) {
      expect(await redirects.redirectFor('GET', `/verzonnen-${n}`)).toBeNull();
    }
    expect(await redirects.redirectFor('GET', '/kapot')).toBeNull();
    expect(await redirects.redirectFor('GET', '/kapot')).toBeNull();
    expect(redirects.size).toBe(0);
    expect(asked.filter((key) => key === 'kapot')).toHaveLength(2);
  });

  it('keeps at most maxEntries addresses, forgetting the least recently used', async () => {
    const routes = Object.fromEntries(
      ['a', 'b', 'c'].map((key) => [key, { ...moved, relative_url: `/${key}-nieuw` }]),
    );
    const { ask, asked } = engine(routes);
    const redirects = createFormerUrlRedirects({ ask, maxEntries: 2 });
    await redirects.redirectFor('GET', '/a');
    await redirects.redirectFor('GET', '/b');
    await redirects.redirectFor('GET', '/a');
    await redirects.redirectFor('GET', '/c');
    expect(redirects.size).toBe(2);
    await redirects.redirectFor('GET', '/a');
    await redirects.redirectFor('GET', '/b');
    expect(asked).toEqual(['a', 'b', 'c', 'b']);
  });

  it('is looked for only on GET or HEAD addresses of url-key-shaped segments, none the app’s own', async () => {
    const { ask, asked } = engine({});
    const redirects = createFormerUrlRedirects({ ask, ownRoutes: ['checkout', 'winkels'] });
    for (const [method, url] of [
      ['POST', '/wasmachine-oud'],
      ['GET', '/'],
      ['GET', '/fr'],
      ['GET', '/checkout/cart'],
      ['GET', '/a/b/c/d/e/f/g'],
      ['GET', '/witgoed/was machines'],
      ['GET', '/q/brand/bosch'],
      ['GET', '/nl/wasmachine-oud'],
      ['GET', '/checkout'],
      ['GET', '/de/winkels'],
      ['GET', '/robots.txt'],
      ['GET', '/wasmachine-oud/'],
      ['GET', `/${'a'.repeat(300)}`],
      ['GET', '/%2e%2e'],
    ]) {
      expect(await redirects.redirectFor(method, url)).toBeNull();
    }
    expect(asked).toEqual([]);
  });
});

describe('another language’s url key', () => {
  it('is sent to the address of the prefix’s language, asked and remembered per language', async () => {
    const asked: string[] = [];
    // The washer is /wasmachine in Dutch and /lave-linge in French (ADR 0041).
    const answers: Record<string, Answer> = {
      'nl/wasmachine': { type: 'PRODUCT', relative_url: '/wasmachine', redirect_code: 0 },
      'fr/wasmachine': { type: 'PRODUCT', relative_url: '/lave-linge', redirect_code: 301 },
      'fr/lave-linge': { type: 'PRODUCT', relative_url: '/lave-linge', redirect_code: 0 },
      'nl/lave-linge': { type: 'PRODUCT', relative_url: '/wasmachine', redirect_code: 301 },
    };
    const redirects = createFormerUrlRedirects({
      ask: async (key: string, locale: string) => {
        asked.push(`${locale}/${key}`);
        return answers[`${locale}/${key}`] ?? null;
      },
    });
    expect(await redirects.redirectFor('GET', '/fr/wasmachine')).toBe('/fr/lave-linge');
    expect(await redirects.redirectFor('GET', '/fr/lave-linge')).toBeNull();
    expect(await redirects.redirectFor('GET', '/wasmachine')).toBeNull();
    expect(await redirects.redirectFor('GET', '/lave-linge?x=1')).toBe('/wasmachine?x=1');
    expect(await redirects.redirectFor('GET', '/fr/wasmachine')).toBe('/fr/lave-linge');
    expect(asked).toEqual(['fr/wasmachine', 'fr/lave-linge', 'nl/wasmachine', 'nl/lave-linge']);
  });
});

describe('another language’s path of a category', () => {
  it('is sent to the prefix language’s path, the listing state and query kept', async () => {
    const asked: string[] = [];
    const fr = '/electromenager/lavage-sechage/lave-linge';
    const answers: Record<string, Answer> = {
      'fr/huishouden/wassen-drogen/wasmachines': {
        type: 'CATEGORY',
        relative_url: fr,
        redirect_code: 301,
      },
      [`fr${fr}`]: { type: 'CATEGORY', relative_url: fr, redirect_code: 0 },
    };
    const redirects = createFormerUrlRedirects({
      ask: async (key: string, locale: string) => {
        asked.push(`${locale}/${key}`);
        return answers[`${locale}/${key}`] ?? null;
      },
    });
    expect(
      await redirects.redirectFor('GET', '/fr/huishouden/wassen-drogen/wasmachines?ref=mail'),
    ).toBe(`/fr${fr}?ref=mail`);
    expect(
      await redirects.redirectFor('GET', '/fr/Huishouden/wassen-drogen/wasmachines/q/brand/bosch'),
    ).toBe(`/fr${fr}/q/brand/bosch`);
    expect(await redirects.redirectFor('GET', `/fr${fr}/q/brand/bosch`)).toBeNull();
    // Asked about the path alone, once per address while remembered.
    expect(asked).toEqual(['fr/huishouden/wassen-drogen/wasmachines', `fr${fr.toLowerCase()}`]);
  });
});

describe('formerKeyTarget', () => {
  it('tells a former key from another spelling of the current address', () => {
    expect(formerKeyTarget('wasmachine-oud', moved)).toBe('/wasmachine-nieuw');
    expect(formerKeyTarget('wasmachine-nieuw.html', moved)).toBeNull();
    expect(formerKeyTarget('wasmachine-nieuw', current)).toBeNull();
    const category = { type: 'CATEGORY', relative_url: '/electromenager', redirect_code: 301 };
    expect(formerKeyTarget('huishouden', category)).toBe('/electromenager');
    expect(formerKeyTarget('electromenager', category)).toBeNull(); // upper case or a slash
    expect(
      formerKeyTarget('x', { type: 'CMS_PAGE', relative_url: '/y', redirect_code: 301 }),
    ).toBeNull();
  });
});

describe('the shop server’s route question', () => {
  it('is valid against the engine’s schema and known to its metrics', () => {
    const document = parse(formerUrlQuery);
    const printed = path.resolve(import.meta.dirname, '../../../packages/commerce/schema.graphql');
    expect(validate(buildSchema(readFileSync(printed, 'utf8')), document)).toEqual([]);
    expect(knownOperationNames.has('FormerUrl')).toBe(true);
  });

  it('is never asked about the app’s own routes', () => {
    const names = ownRouteNames(path.resolve(import.meta.dirname, '..'));
    expect(names).toEqual(expect.arrayContaining(['api', 'cart', 'checkout', 'winkels']));
    expect(names.some((name) => name.startsWith('[') || name.startsWith('('))).toBe(false);
  });
});
