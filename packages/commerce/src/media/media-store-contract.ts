import { expect, it } from 'vitest';
import type { MediaStore } from './media-store.ts';

/**
 * What every media store promises, run against each adapter (`media-store.test.ts`): the same
 * bytes back, null for a missing key, a rewrite replaces the whole object, and no key outside
 * the store's space is taken.
 */
export function mediaStoreContract(store: () => MediaStore) {
  const picture = (size: number, fill: number) => new Uint8Array(size).fill(fill);

  it('gives back exactly the bytes written, below nested keys', async () => {
    const bytes = picture(200_000, 7);
    await store().write('catalog/product/contract/a-1a2b3c.webp', bytes, 'image/webp');
    expect(await store().exists('catalog/product/contract/a-1a2b3c.webp')).toBe(true);
    const read = await store().read('catalog/product/contract/a-1a2b3c.webp');
    expect(read && Buffer.from(read).equals(Buffer.from(bytes))).toBe(true);
  });

  it('answers null and false for a key never written', async () => {
    expect(await store().read('catalog/product/contract/missing.webp')).toBeNull();
    expect(await store().exists('catalog/product/contract/missing.webp')).toBe(false);
    // A key below a name that is an object, not a folder, is missing as well.
    expect(await store().read('catalog/product/contract/a-1a2b3c.webp/x.webp')).toBeNull();
  });

  it('replaces an object whole when it is written again', async () => {
    await store().write('catalog/energy/contract.webp', picture(50_000, 1), 'image/webp');
    await store().write('catalog/energy/contract.webp', picture(10, 2), 'image/webp');
    const read = await store().read('catalog/energy/contract.webp');
    expect(read && [...read]).toEqual(Array(10).fill(2));
  });

  it('keeps concurrent writers of one key from leaving a mixed object', async () => {
    const writes = [3, 4, 5, 6].map((fill) =>
      store().write('catalog/product/contract/raced.webp', picture(100_000, fill), 'image/webp'),
    );
    await Promise.all(writes);
    const read = (await store().read('catalog/product/contract/raced.webp'))!;
    expect(read.byteLength).toBe(100_000);
    expect(new Set(read).size).toBe(1);
  });

  it('refuses keys that leave its space', async () => {
    for (const key of [
      '../escape.webp',
      '/absolute.webp',
      'a/../../b.webp',
      'a\\b.webp',
      '',
      'a//b',
    ]) {
      await expect(store().read(key)).rejects.toThrow(/media key/);
      await expect(store().write(key, picture(1, 1), 'image/webp')).rejects.toThrow(/media key/);
    }
  });
}
