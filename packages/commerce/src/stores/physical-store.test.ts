import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import { maxStoreCodeChars } from './stores-graphql.ts';

interface PhysicalStoreView {
  code: string;
  name: string;
  city: string;
  latitude: number;
  longitude: number;
  opening_hours: { weekday: number; open: string | null; close: string | null }[];
}

const query = `query($code: String!) {
  physicalStore(code: $code) { code name city latitude longitude opening_hours { weekday open close } }
}`;

/** spec §2 store pages: one store by its code. */
describe.each(databaseKinds)('physicalStore on %s', (kind) => {
  let engine: CommerceEngine;
  let close = async () => {};

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, 'physical_store', { seedProducts: 20 }));
  });

  afterAll(() => close());

  const ask = (code: string) =>
    engine.execute<{ physicalStore: PhysicalStoreView | null }>(query, { code });

  it('answers every listed store by its code, with its week of opening hours', async () => {
    const list = await engine.execute<{ physicalStores: { code: string; name: string }[] }>(
      '{ physicalStores { code name } }',
    );
    const stores = list.data?.physicalStores ?? [];
    expect(stores).toHaveLength(12);
    for (const { code, name } of stores) {
      const { data, errors } = await ask(code);
      expect(errors).toBeUndefined();
      expect(data?.physicalStore).toMatchObject({ code, name });
      expect(data?.physicalStore?.opening_hours.map((line) => line.weekday)).toEqual([
        0, 1, 2, 3, 4, 5, 6,
      ]);
    }
  });

  it('answers null for an unknown code', async () => {
    const { data, errors } = await ask('no-such-store');
    expect(errors).toBeUndefined();
    expect(data?.physicalStore).toBeNull();
  });

  it('refuses a code longer than any store code with BAD_USER_INPUT', async () => {
    const { data, errors } = await ask('x'.repeat(maxStoreCodeChars + 1));
    expect(data?.physicalStore ?? null).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
