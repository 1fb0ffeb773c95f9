import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServerAdapter } from '@whatwg-node/server';
import {
  createPaynlSimulator,
  type PaynlSimulator,
  type PaynlSimulatorOptions,
} from './paynl-simulator.ts';

export interface RunningSimulator {
  /** Where it listens, e.g. http://127.0.0.1:41234. */
  url: string;
  simulator: PaynlSimulator;
  close(): Promise<void>;
}

/**
 * The simulator as an HTTP server of its own. Port 0 takes a free one; the public URL (its
 * payment page links) defaults to the address it listens on.
 */
export async function startSimulatorServer(
  options: Omit<PaynlSimulatorOptions, 'publicUrl'> & {
    port?: number;
    host?: string;
    publicUrl?: string;
  },
): Promise<RunningSimulator> {
  const host = options.host ?? '127.0.0.1';
  let simulator: PaynlSimulator | null = null;
  const adapter = createServerAdapter((request: Request) => simulator!.fetch(request));
  const server = createServer((request, response) => void adapter(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}`;
  simulator = createPaynlSimulator({ ...options, publicUrl: options.publicUrl ?? url });
  const running = simulator;
  return {
    url,
    simulator: running,
    async close() {
      running.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
