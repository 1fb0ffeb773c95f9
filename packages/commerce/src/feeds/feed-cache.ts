import { bytesStream, textStream, type Piece } from './text-stream.ts';

interface CachedBody {
  key: string;
  chunks: Uint8Array[];
}

/**
 * One body per name (a feed format), made from a key that says when it went stale (the
 * catalogue's revision and the day). The first request for a stale body streams it while it is
 * made and keeps the bytes; requests meanwhile wait for those bytes instead of making the body a
 * second time. A body larger than `maxBytes`, or one whose key went stale while it was made, is
 * served but not kept.
 */
export class FeedCache<Name extends string | number> {
  private readonly bodies = new Map<Name, CachedBody>();
  private readonly making = new Map<Name, { key: string; done: Promise<CachedBody | null> }>();

  constructor(private readonly maxBytes: number) {}

  /** Whether the body under this name is kept and current. */
  has(name: Name, key: string): boolean {
    return this.bodies.get(name)?.key === key;
  }

  async body(
    name: Name,
    currentKey: () => string,
    make: () => AsyncIterable<Piece>,
  ): Promise<ReadableStream<Uint8Array>> {
    const key = currentKey();
    const kept = this.bodies.get(name);
    if (kept?.key === key) return bytesStream(kept.chunks);
    const running = this.making.get(name);
    if (running?.key === key) {
      const made = await running.done;
      if (made) return bytesStream(made.chunks);
    }
    if (kept) this.bodies.delete(name);

    const chunks: Uint8Array[] = [];
    let bytes = 0;
    let settle!: (body: CachedBody | null) => void;
    const done = new Promise<CachedBody | null>((resolve) => (settle = resolve));
    this.making.set(name, { key, done });
    return textStream(make(), {
      onChunk: (chunk) => {
        bytes += chunk.byteLength;
        if (bytes <= this.maxBytes) chunks.push(chunk);
        else chunks.length = 0;
      },
      onDone: (completed) => {
        if (this.making.get(name)?.done === done) this.making.delete(name);
        const body =
          completed && bytes <= this.maxBytes && currentKey() === key ? { key, chunks } : null;
        if (body) this.bodies.set(name, body);
        settle(body);
      },
    });
  }
}
