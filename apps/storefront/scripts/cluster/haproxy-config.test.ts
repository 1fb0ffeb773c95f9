import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { haproxyConfig } from './cluster.mjs';

const repo = path.resolve(import.meta.dirname, '../../../..');

describe('the balancer of the compose file', () => {
  it('is configured as the cluster test configures its own, with the containers as servers', () => {
    const deployed = readFileSync(path.join(repo, 'deploy/haproxy.cfg'), 'utf8');
    expect(deployed).toBe(
      haproxyConfig({
        bind: '*:8080',
        dns: '127.0.0.11:53',
        servers: [
          { name: 'a', address: 'shop-a:3000' },
          { name: 'b', address: 'shop-b:3000' },
        ],
      }),
    );
  });
});
