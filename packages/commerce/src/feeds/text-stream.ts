const encoder = new TextEncoder();

/** A piece of a stream: text, or bytes made before. */
export type Piece = string | Uint8Array;

/**
 * A byte stream of pieces made on demand: each piece is made when the reader asks for more,
 * so a slow reader slows the making and nothing piles up. `onDone` hears whether the stream ran
 * to its end (false when the reader went away or making failed).
 */
export function textStream(
  pieces: AsyncIterable<Piece> | Iterable<Piece>,
  hooks: { onChunk?(chunk: Uint8Array): void; onDone?(completed: boolean): void } = {},
): ReadableStream<Uint8Array> {
  const iterator =
    Symbol.asyncIterator in pieces
      ? pieces[Symbol.asyncIterator]()
      : (pieces as Iterable<Piece>)[Symbol.iterator]();
  let finished = false;
  const finish = (completed: boolean) => {
    if (finished) return;
    finished = true;
    hooks.onDone?.(completed);
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        for (;;) {
          const next = await iterator.next();
          if (next.done) {
            finish(true);
            controller.close();
            return;
          }
          if (next.value.length === 0) continue;
          const chunk = typeof next.value === 'string' ? encoder.encode(next.value) : next.value;
          hooks.onChunk?.(chunk);
          controller.enqueue(chunk);
          return;
        }
      } catch (error) {
        finish(false);
        controller.error(error);
      }
    },
    async cancel() {
      finish(false);
      await iterator.return?.();
    },
  });
}

/** Bytes made before, as a stream again. */
export function bytesStream(chunks: readonly Uint8Array[]): ReadableStream<Uint8Array> {
  let index = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[index++];
      if (chunk) controller.enqueue(chunk);
      else controller.close();
    },
  });
}
