import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServerAdapter } from '@whatwg-node/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { createEngine } from '../engine/create-engine.ts';
import {
  createScratchPostgres,
  createTestEngine,
  testMediaDir,
} from '../testing/test-databases.ts';
import { runCli } from '../testing/run-cli.ts';
import { importDocuments } from './content-documents.ts';
import { sameInEveryLanguage } from '../testing/page-translations.ts';

const adminKey = 'content-cli-test-key';

const cli = (args: string[], env: Record<string, string>) =>
  runCli('src/content-workflow/cli.ts', args, env);

describe('content CLI against a running engine', () => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;
  let server: Server;
  let url: string;
  const previousKey = process.env.ADMIN_API_KEY;

  beforeAll(async () => {
    process.env.ADMIN_API_KEY = adminKey;
    ({ engine, close } = await createTestEngine('pglite', 'content_cli', {
      seedProducts: 40,
      orderSweepMs: 0,
    }));
    const adapter = createServerAdapter((request: Request) => engine.fetch(request));
    server = createServer((request, response) => void adapter(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address() as { port: number };
    url = `http://127.0.0.1:${address.port}/admin/content`;
  });
  afterAll(async () => {
    server?.close();
    await close?.();
    process.env.ADMIN_API_KEY = previousKey;
  });

  const homeTitle = async () =>
    (await engine.execute<any>('{ cmsPage(identifier: "home") { title } }')).data.cmsPage.title;

  it('exports, refuses a malformed folder with the path of the error, imports a valid one', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'content-'));
    const env = { ADMIN_API_KEY: adminKey };
    const exported = await cli(['export', folder, '--url', url], env);
    expect(exported.code).toBe(0);
    expect(exported.out).toMatch(/^Exported \d+ documents from the running shop/);
    const homeFile = path.join(folder, 'pages', 'home.json');
    const home = JSON.parse(readFileSync(homeFile, 'utf8'));
    const before = await homeTitle();
    expect(home.title).toBe(before);

    writeFileSync(
      homeFile,
      JSON.stringify({ ...home, title: 'Via de CLI', content: [{ type: 'image', id: 'i' }] }),
    );
    const refused = await cli(['import', folder, '--url', url], env);
    expect(refused.code).not.toBe(0);
    expect(refused.err).toContain('pages/home.json: content[0].media: Required');
    expect(await homeTitle()).toBe(before);

    // The engine refuses on its own too (the CLI checks first): post past the CLI.
    const posted = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-key': adminKey },
      body: JSON.stringify({
        documents: [{ path: 'pages/home.json', text: readFileSync(homeFile, 'utf8') }],
      }),
    });
    expect(posted.status).toBe(422);
    expect(await posted.json()).toMatchObject({
      file: 'pages/home.json',
      path: 'content[0].media',
    });

    writeFileSync(homeFile, JSON.stringify({ ...home, title: 'Via de CLI' }, null, 2));
    expect((await cli(['validate', folder], {})).code).toBe(0);
    const imported = await cli(['import', folder, '--url', url], env);
    expect(imported.err).toBe('');
    expect(imported.out).toMatch(
      /^Imported \d+ pages, \d+ layout, \d+ deals, \d+ stores into the running shop/,
    );
    expect(await homeTitle()).toBe('Via de CLI');
  });

  it('needs the staff key and bounds what it is sent', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'content-'));
    const wrongKey = await cli(['export', folder, '--url', url], { ADMIN_API_KEY: 'guess' });
    expect(wrongKey.code).not.toBe(0);
    expect(wrongKey.err).toContain('403');
    expect((await fetch(url)).status).toBe(401);
    const headers = { 'x-admin-key': adminKey };
    expect((await fetch(url, { method: 'DELETE', headers })).status).toBe(405);
    expect((await fetch(url, { method: 'POST', headers, body: '{}' })).status).toBe(415);
    const json = { ...headers, 'content-type': 'application/json' };
    expect(
      (await fetch(url, { method: 'POST', headers: json, body: '{"documents": 1}' })).status,
    ).toBe(400);
    expect((await fetch(url, { method: 'POST', headers: json, body: '{' })).status).toBe(400);
    const huge = JSON.stringify({
      documents: [{ path: 'pages/x.json', text: 'x'.repeat(33 * 1024 * 1024) }],
    });
    expect((await fetch(url, { method: 'POST', headers: json, body: huge })).status).toBe(413);
  });
});

describe('preview of an unpublished page', () => {
  it('answers an inactive page to the staff key only, and never from the shared cache', async () => {
    const previousKey = process.env.ADMIN_API_KEY;
    process.env.ADMIN_API_KEY = adminKey;
    const { engine, close } = await createTestEngine('pglite', 'content_preview', {
      seedProducts: 20,
      orderSweepMs: 0,
    });
    try {
      await importDocuments(engine.database, [
        {
          path: 'pages/concept.json',
          text: JSON.stringify({
            identifier: 'concept',
            urlKey: 'service/concept',
            title: 'Concept',
            active: false,
            content: [],
            translations: sameInEveryLanguage({ title: 'Concept', content: [] }),
          }),
        },
      ]);
      const query =
        '{ cmsPagePreview(identifier: "service/concept") { title } cmsPage(identifier: "concept") { title } }';
      const staff = await engine.execute<any>(query, {}, { 'X-Admin-Key': adminKey });
      expect(staff.data).toEqual({ cmsPagePreview: { title: 'Concept' }, cmsPage: null });
      const guest = await engine.execute<any>(query);
      expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const wrong = await engine.execute<any>(query, {}, { 'X-Admin-Key': 'guess' });
      expect(wrong.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    } finally {
      await close();
      process.env.ADMIN_API_KEY = previousKey;
    }
  });
});

describe('content CLI on PostgreSQL', () => {
  it('imports straight into the database, and the engine on it shows the change', async () => {
    const scratch = await createScratchPostgres('content_cli_pg');
    const engine = await createEngine({
      databaseUrl: scratch.url,
      mediaDir: testMediaDir,
      seedProducts: 20,
      orderSweepMs: 0,
      mailDelivery: false,
    });
    try {
      const folder = mkdtempSync(path.join(tmpdir(), 'content-pg-'));
      const env = { DATABASE_URL: scratch.url, ADMIN_API_KEY: '' };
      expect((await cli(['export', folder], env)).out).toMatch(/from the database/);
      const file = path.join(folder, 'layout', 'usps.json');
      const usps = JSON.parse(readFileSync(file, 'utf8'));
      usps.nl.general[0].text = 'Rechtstreeks in PostgreSQL';
      writeFileSync(file, JSON.stringify(usps));
      const imported = await cli(['import', folder], env);
      expect(imported.out).toMatch(/into the database in \d+ ms$/m);
      const first = async () =>
        (await engine.execute<any>('{ layoutData { usps { general { text } } } }')).data.layoutData
          .usps.general[0].text;
      const deadline = Date.now() + 5_000;
      while ((await first()) !== 'Rechtstreeks in PostgreSQL' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await first()).toBe('Rechtstreeks in PostgreSQL');
    } finally {
      await engine.close();
      await scratch.drop();
    }
  });
});
