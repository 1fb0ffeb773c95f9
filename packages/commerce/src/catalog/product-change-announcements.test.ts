import { expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/connection.ts';
import { CATALOG_CHANNEL, publishProductChanges } from './catalog-sync.ts';

it('announces 10,000 changed products as deltas within NOTIFY payload limits', async () => {
  const payloads: string[] = [];
  const handle = {
    notify: async (channel: string, payload: string) => {
      expect(channel).toBe(CATALOG_CHANNEL);
      payloads.push(payload);
    },
  } as unknown as DatabaseHandle;
  const ids = [...Array(10_000).keys()].map((index) => 1_000_000 + index);
  await publishProductChanges(handle, ids);
  const changes = payloads.map(
    (payload) => JSON.parse(payload) as { productIds?: number[]; all?: boolean },
  );
  expect(changes.some((change) => change.all)).toBe(false);
  expect(changes.flatMap((change) => change.productIds)).toEqual(ids);
  for (const payload of payloads) expect(payload.length).toBeLessThan(8000);
});
