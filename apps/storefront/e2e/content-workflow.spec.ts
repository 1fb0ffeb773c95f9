import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { axeViolations } from './axe-support';
import { DESKTOP, MOBILE, snapshot } from './support';

const run = promisify(execFile);
const engineRoot = path.resolve(import.meta.dirname, '../../../packages/commerce');
const adminKey = process.env.ADMIN_API_KEY ?? 'e2e-admin-key';
const previewSecret = process.env.PREVIEW_SECRET ?? 'e2e-preview';

/** `npm run content -- import <dir>` against this journey's server, as the shop owner runs it. */
async function importWithCli(baseURL: string, pages: Record<string, unknown>[]) {
  const folder = mkdtempSync(path.join(tmpdir(), 'content-journey-'));
  mkdirSync(path.join(folder, 'pages'));
  for (const page of pages) {
    writeFileSync(
      path.join(folder, 'pages', `${page.identifier}.json`),
      JSON.stringify(page, null, 2),
    );
  }
  const args = ['--import', 'tsx', 'src/content-workflow/cli.ts', 'import', folder];
  return run(process.execPath, [...args, '--url', `${baseURL}/api/admin/content`], {
    cwd: engineRoot,
    env: { ...process.env, ADMIN_API_KEY: adminKey, INIT_CWD: engineRoot },
  }).then(
    (done) => ({ code: 0, out: done.stdout, err: done.stderr }),
    (failed: { code: number; stdout: string; stderr: string }) => ({
      code: failed.code,
      out: failed.stdout,
      err: failed.stderr,
    }),
  );
}

/** A page of this journey; every page carries all four languages (ADR 0020). */
const page = (identifier: string, marker: string, extra: Record<string, unknown> = {}) => {
  const texts = (word: string, version: string) => ({
    title: `${word} ${marker}`,
    metaTitle: null,
    metaDescription: `${word} (${marker}).`,
    content: [
      { type: 'heading', id: 'kop', text: `${word} ${marker}`, level: 1 },
      { type: 'text', id: 'tekst', html: `<p>${version} ${marker}.</p>` },
    ],
  });
  const { content, ...dutch } = texts('Werkwijze', 'Versie');
  return {
    identifier,
    urlKey: identifier,
    ...dutch,
    metaDescription: `Een pagina van de inhoudsjourney (${marker}).`,
    active: true,
    content,
    translations: {
      fr: texts('Méthode', 'Version'),
      de: texts('Arbeitsweise', 'Fassung'),
      en: texts('Workflow', 'Version'),
    },
    ...extra,
  };
};

const pageText = async (request: APIRequestContext, url: string) => {
  const response = await request.get(url);
  return `${response.status()} ${await response.text()}`;
};

test.describe('content workflow', () => {
  test('an import is on the page within a second; a malformed one changes nothing', async ({
    request,
    baseURL,
  }, testInfo) => {
    const identifier = 'werkwijze-journey';
    const url = `/${identifier}`;
    const first = `een-${Date.now()}`;
    expect((await importWithCli(baseURL!, [page(identifier, first)])).code).toBe(0);
    await expect.poll(() => pageText(request, url)).toContain(`Versie ${first}.`);
    // Each language shows its own texts of the same document.
    await expect.poll(() => pageText(request, `/de${url}`)).toContain(`Fassung ${first}.`);
    // Now served from the page cache.
    expect(['HIT', 'STALE']).toContain((await request.get(url)).headers()['x-nextjs-cache']);

    const second = `twee-${Date.now()}`;
    const imported = await importWithCli(baseURL!, [page(identifier, second)]);
    expect(imported.err).toBe('');
    expect(imported.out).toMatch(/^Imported 1 pages into the running shop/);
    // Issue 13: a valid import is visible on the page within a second of the import returning.
    const returned = performance.now();
    await expect
      .poll(() => pageText(request, url), { timeout: 1_000, intervals: [50] })
      .toContain(`Versie ${second}.`);
    const visibleAfter = Math.round(performance.now() - returned);
    testInfo.annotations.push({ type: 'visible after import', description: `${visibleAfter} ms` });
    console.log(`${imported.out.trim()}; on the page ${visibleAfter} ms after the import returned`);

    const broken = page(identifier, `drie-${Date.now()}`);
    broken.content.push({ type: 'image', id: 'foto' } as never);
    const refused = await importWithCli(baseURL!, [broken]);
    expect(refused.code).not.toBe(0);
    expect(refused.err).toContain(
      `Refused, nothing changed: pages/${identifier}.json: content[2].media: Required`,
    );
    // The engine refuses on its own too, naming the file and the path, with nothing changed.
    const posted = await request.post('/api/admin/content', {
      headers: { 'x-admin-key': adminKey },
      data: { documents: [{ path: `pages/${identifier}.json`, text: JSON.stringify(broken) }] },
    });
    expect(posted.status()).toBe(422);
    expect(await posted.json()).toMatchObject({ path: 'content[2].media' });
    const unauthorised = await request.post('/api/admin/content', { data: { documents: [] } });
    expect(unauthorised.status()).toBe(401);
    expect(await pageText(request, url)).toContain(`Versie ${second}.`);
  });

  test('an unpublished page shows in preview with the secret and is a 404 without', async ({
    browser,
    baseURL,
  }, testInfo) => {
    const identifier = 'werkwijze-concept-journey';
    const marker = `concept-${Date.now()}`;
    const concept = page(identifier, marker, { active: false });
    expect((await importWithCli(baseURL!, [concept])).code).toBe(0);

    const visitor = await browser.newContext();
    const stranger = await visitor.newPage();
    expect((await stranger.goto(`/${identifier}`))?.status()).toBe(404);
    const wrong = await stranger.goto(`/api/preview?secret=raden&slug=${identifier}`);
    expect(wrong?.status()).toBe(401);
    expect(await wrong?.headerValue('set-cookie')).toBeNull();
    expect((await stranger.goto(`/${identifier}`))?.status()).toBe(404);

    const staff = await browser.newContext({ viewport: MOBILE });
    const owner = await staff.newPage();
    const shown = await owner.goto(`/api/preview?secret=${previewSecret}&slug=${identifier}`);
    expect(shown?.status()).toBe(200);
    expect(new URL(owner.url()).pathname).toBe(`/${identifier}`);
    expect(shown?.headers()['cache-control']).toMatch(/no-store/);
    await expect(owner.getByRole('heading', { level: 1 })).toHaveText(`Werkwijze ${marker}`);
    const banner = owner.getByRole('complementary', { name: 'Voorbeeldweergave' });
    await expect(banner).toContainText('nog niet gepubliceerd');
    await expect(owner.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(await axeViolations(owner)).toEqual([]);
    await snapshot(owner, testInfo, 'preview-390');
    await owner.setViewportSize(DESKTOP);
    await snapshot(owner, testInfo, 'preview-1280');

    // Others still get the 404, also after the preview was rendered.
    expect((await stranger.goto(`/${identifier}`))?.status()).toBe(404);

    await banner.getByRole('link', { name: 'Voorbeeld verlaten' }).click();
    await expect(owner).toHaveURL(new RegExp(`/${identifier}$`));
    await expect(owner.getByRole('complementary', { name: 'Voorbeeldweergave' })).toHaveCount(0);
    expect((await owner.goto(`/${identifier}`))?.status()).toBe(404);
    await staff.close();
    await visitor.close();
  });
});
