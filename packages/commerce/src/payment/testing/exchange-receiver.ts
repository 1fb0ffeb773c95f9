import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedExchange {
  at: number;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * The shop's side of the exchange, for tests: a local HTTP server that records each call and
 * answers with the next of `answers` (the last one repeats), as a shop that fails a few times
 * before it accepts would.
 */
export async function startExchangeReceiver(answers: readonly string[] = ['TRUE|']) {
  const received: ReceivedExchange[] = [];
  const server = createServer((request, response) => {
    void readAll(request).then((body) => {
      received.push({
        at: Date.now(),
        method: request.method ?? '',
        url: request.url ?? '',
        headers: Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
        ),
        body,
      });
      const answer = answers[Math.min(received.length - 1, answers.length - 1)]!;
      response.writeHead(answer.startsWith('TRUE|') ? 200 : 500, { 'content-type': 'text/plain' });
      response.end(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/paynl/exchange`,
    received,
    /** The recorded call again, as the Request the shop's handler would have been given. */
    asRequest(exchange: ReceivedExchange): Request {
      return new Request(`http://127.0.0.1:${port}${exchange.url}`, {
        method: exchange.method,
        headers: exchange.headers,
        body: exchange.method === 'GET' ? undefined : exchange.body,
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readAll(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
