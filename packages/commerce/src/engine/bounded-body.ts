/**
 * Reads a request or response body as text, at most `maxBytes`, whatever Content-Length claims:
 * a hostile or broken peer cannot make the engine buffer more. Returns null past the bound.
 */
export async function readBoundedText(
  message: Request | Response,
  maxBytes: number,
): Promise<string | null> {
  if (!message.body) return '';
  const reader = message.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
