import { describe, expect, it } from 'vitest';
import { FeedCache } from './feed-cache.ts';

const read = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

/** A body made of numbered pieces that counts how often it was made. */
function counted(pieces = 3) {
  const made = { times: 0 };
  async function* make() {
    made.times += 1;
    for (let i = 0; i < pieces; i++) yield `piece ${i};`;
  }
  return { made, make };
}

describe('FeedCache', () => {
  it('makes a body once per key and serves the kept bytes after', async () => {
    const cache = new FeedCache<'xml'>(1_000);
    const { made, make } = counted();
    let key = 'r1';
    expect(await read(await cache.body('xml', () => key, make))).toBe('piece 0;piece 1;piece 2;');
    expect(cache.has('xml', 'r1')).toBe(true);
    expect(await read(await cache.body('xml', () => key, make))).toBe('piece 0;piece 1;piece 2;');
    expect(made.times).toBe(1);
    key = 'r2';
    await read(await cache.body('xml', () => key, make));
    expect(made.times).toBe(2);
  });

  it('lets a request arriving while the body is made wait for those bytes', async () => {
    const cache = new FeedCache<'xml'>(1_000);
    const { made, make } = counted();
    const first = await cache.body('xml', () => 'k', make);
    const second = cache.body('xml', () => 'k', make);
    const [a, b] = await Promise.all([read(first), second.then(read)]);
    expect(a).toBe(b);
    expect(made.times).toBe(1);
  });

  it('serves but does not keep a body over the bound, or one that went stale while made', async () => {
    const small = new FeedCache<'xml'>(10);
    const { make } = counted();
    expect(await read(await small.body('xml', () => 'k', make))).toHaveLength(24);
    expect(small.has('xml', 'k')).toBe(false);

    const cache = new FeedCache<'xml'>(1_000);
    let key = 'r1';
    async function* changing() {
      yield 'a';
      key = 'r2';
      yield 'b';
    }
    expect(await read(await cache.body('xml', () => key, changing))).toBe('ab');
    expect(cache.has('xml', 'r1')).toBe(false);
    expect(cache.has('xml', 'r2')).toBe(false);
  });

  it('keeps nothing when the reader goes away before the end', async () => {
    const cache = new FeedCache<'xml'>(1_000);
    const { make } = counted(5);
    const stream = await cache.body('xml', () => 'k', make);
    const reader = stream.getReader();
    await reader.read();
    await reader.cancel();
    expect(cache.has('xml', 'k')).toBe(false);
  });
});
