import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPolicy, createAdminApp, isAdminPath } from './admin-app.mjs';

describe('the back office under /admin', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'admin-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Back office</title>');
    writeFileSync(path.join(dist, 'assets/index-abc123.js'), 'console.log(1)');
    const answer = createAdminApp(dist);
    server = createServer((request, response) => answer(request, response, { https: false }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('claims /admin and what is below it, nothing else', () => {
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/admin/orders/100000001?x=1')).toBe(true);
    expect(isAdminPath('/administration')).toBe(false);
    expect(isAdminPath('/nl/admin')).toBe(false);
    expect(isAdminPath('/api/admin/graphql')).toBe(false);
  });

  it("answers every screen's address with the app's page, never cached, under its strict policy", async () => {
    for (const address of ['/admin', '/admin/', '/admin/orders/100000001', '/admin/catalog?q=x']) {
      const response = await fetch(base + address);
      expect(response.status, address).toBe(200);
      expect(await response.text()).toContain('<title>Back office</title>');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-security-policy')).toBe(adminPolicy);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
    expect(adminPolicy).not.toContain('unsafe-inline');
    expect(adminPolicy).not.toContain('unsafe-eval');
  });

  it('caches the hashed files for a year and answers a missing one with 404, not the page', async () => {
    const file = await fetch(`${base}/admin/assets/index-abc123.js`);
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await fetch(`${base}/admin/assets/index-gone.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses what is not a read, and paths that climb out of its folder', async () => {
    const post = await fetch(`${base}/admin/orders`, { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    const climb = await fetch(`${base}/admin/..%2f..%2fetc%2fpasswd`);
    expect(await climb.text()).not.toContain('root:');
  });
});
