import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createPaynlAdapter } from '../paynl-adapter.ts';
import { sampleOrder } from '../testing/sample-order.ts';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('npm run paynl-simulator', () => {
  it('starts on a free port, prints its address and serves the Order API', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/payment/simulator/standalone.ts'],
      {
        cwd: packageRoot,
        env: {
          ...process.env,
          PORT: '0',
          LOG_LEVEL: 'info',
          NODE_ENV: 'development',
          PAYNL_SERVICE_ID: 'SL-1111-2222',
          PAYNL_TOKEN_CODE: 'AT-3333-4444',
          PAYNL_API_TOKEN: 'standalone-token',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /Pay\.nl simulator on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
          if (match) resolve(match[1]!);
        });
        child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
      });
      const provider = createPaynlAdapter({
        apiUrl: url,
        credentials: {
          serviceId: 'SL-1111-2222',
          tokenCode: 'AT-3333-4444',
          apiToken: 'standalone-token',
        },
        testMode: true,
        expireMinutes: 15,
      });
      const created = await provider.createOrder(sampleOrder());
      expect(created.redirectUrl).toBe(`${url}/paynl-simulator/pay/${created.providerOrderId}`);
      expect((await fetch(created.redirectUrl)).status).toBe(200);
      expect((await provider.status(created.providerOrderId)).state).toBe('PENDING');
    } finally {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    }
  });
});
