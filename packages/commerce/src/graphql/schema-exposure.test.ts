import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type CommerceEngine } from '../engine/create-engine.ts';
import { testMediaDir } from '../testing/test-databases.ts';
import { allowedOriginsFromEnvironment } from './cors.ts';
import { schemaOpenByDefault } from './graphql-server.ts';

/** What a production engine tells strangers about itself, and whom it lets call it. */
describe('schema exposure and CORS settings', () => {
  it('closes introspection and suggestions in production unless asked to keep them', () => {
    expect(schemaOpenByDefault({ NODE_ENV: 'development' })).toBe(true);
    expect(schemaOpenByDefault({ NODE_ENV: 'production' })).toBe(false);
    expect(schemaOpenByDefault({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: '1' })).toBe(true);
  });

  it('reads the allowed origins from CORS_ALLOWED_ORIGINS', () => {
    expect(allowedOriginsFromEnvironment({})).toEqual([]);
    expect(
      allowedOriginsFromEnvironment({
        CORS_ALLOWED_ORIGINS: 'https://a.example/, https://b.example',
      }),
    ).toEqual(['https://a.example', 'https://b.example']);
  });

  describe('a production engine with one allowed origin', () => {
    let engine: CommerceEngine;
    beforeAll(async () => {
      engine = await createEngine({
        dataDir: 'memory://',
        mediaDir: testMediaDir,
        seedProducts: 10,
        openSchema: false,
        allowedOrigins: ['https://front.example'],
      });
    });
    afterAll(() => engine?.close());

    const ask = (query: string, headers: Record<string, string> = {}) =>
      engine.fetch(
        new Request('http://engine.local/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ query }),
        }),
      );

    it('refuses introspection and hides field suggestions', async () => {
      const schema = (await (await ask('{ __schema { types { name } } }')).json()) as any;
      expect(schema.data).toBeUndefined();
      expect(schema.errors[0].message).toMatch(/introspection has been disabled/);
      const typo = (await (await ask('{ productz { total_count } }')).json()) as any;
      expect(typo.errors[0].message).not.toMatch(/Did you mean/);
    });

    it('grants CORS with credentials to the allowed origin only, varying by Origin', async () => {
      const allowed = await ask('{ __typename }', { origin: 'https://front.example' });
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://front.example');
      expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
      expect(allowed.headers.get('vary')).toMatch(/Origin/);
      const other = await ask('{ __typename }', { origin: 'https://other.example' });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    });
  });
});
