import { afterAll, beforeAll, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { createEngine, type CommerceEngine } from '../engine/create-engine.ts';
import { createScratchPostgres, testMediaDir } from '../testing/test-databases.ts';
import { saveCmsPage, saveLayoutBlock } from './content-admin.ts';
import { layoutInEveryLanguage, sameInEveryLanguage } from '../testing/page-translations.ts';

/** Two engines on one PostgreSQL: content saved through one is served fresh by both. */
let first: CommerceEngine;
let second: CommerceEngine;
let drop = async () => {};

beforeAll(async () => {
  const scratch = await createScratchPostgres('content_sync');
  drop = scratch.drop;
  first = await createEngine({
    databaseUrl: scratch.url,
    mediaDir: testMediaDir,
    seedProducts: 60,
  });
  second = await createEngine({
    databaseUrl: scratch.url,
    mediaDir: testMediaDir,
    seedIfEmpty: false,
  });
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  await drop();
});

async function eventually(check: () => Promise<boolean>) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

const pageTitle = async (engine: CommerceEngine, identifier: string) => {
  const { data } = await engine.execute<{ cmsPage: { title: string } | null }>(
    'query($id: String!) { cmsPage(identifier: $id) { title } }',
    { id: identifier },
  );
  return data?.cmsPage?.title ?? null;
};

it('serves a saved page from every engine and tells listeners which tags went stale', async () => {
  const heard: string[][] = [];
  second.onChange((tags) => heard.push(tags));
  // Asked before it exists: the empty answer is now in both engines' response caches.
  expect(await pageTitle(first, 'service/garantie')).toBeNull();
  expect(await pageTitle(second, 'service/garantie')).toBeNull();

  await saveCmsPage(first.database, {
    identifier: 'service/garantie',
    urlKey: 'service/garantie',
    title: 'Garantie',
    content: [{ type: 'heading', id: 'h1', text: 'Twee jaar garantie' }],
    translations: sameInEveryLanguage({ title: 'Garantie', content: [] }),
  });

  expect(
    await eventually(async () => (await pageTitle(second, 'service/garantie')) === 'Garantie'),
  ).toBe(true);
  expect(await pageTitle(first, 'service/garantie')).toBe('Garantie');
  expect(heard).toContainEqual(['content', 'cms:service/garantie']);

  // Saving again replaces the page.
  await saveCmsPage(first.database, {
    identifier: 'service/garantie',
    urlKey: 'service/garantie',
    title: 'Retourneren en ruilen',
    content: [],
    translations: sameInEveryLanguage({ title: 'Retourneren en ruilen', content: [] }),
  });
  expect(
    await eventually(
      async () => (await pageTitle(second, 'service/garantie')) === 'Retourneren en ruilen',
    ),
  ).toBe(true);
});

it('refreshes layout data everywhere after a layout block is saved', async () => {
  const accountUsps = async (engine: CommerceEngine) => {
    const { data } = await engine.execute<{
      layoutData: { usps: { account: { text: string }[] } };
    }>('{ layoutData { usps { account { text } } } }');
    return data?.layoutData.usps.account.map((usp) => usp.text) ?? [];
  };
  const before = await accountUsps(second);
  expect(before.length).toBeGreaterThan(0);
  const heard: string[][] = [];
  second.onChange((tags) => heard.push(tags));

  await saveLayoutBlock(
    first.database,
    'usps',
    layoutInEveryLanguage({
      general: [],
      account: [{ id: 'a1', text: 'Bestellingen altijd inzien', icon: 'check', link: null }],
    }),
  );

  expect(
    await eventually(
      async () => (await accountUsps(second)).join() === 'Bestellingen altijd inzien',
    ),
  ).toBe(true);
  expect(heard).toContainEqual(['content', 'layout']);
});

it('rejects invalid content with the fields named, and writes nothing', async () => {
  await expect(
    saveCmsPage(first.database, {
      identifier: 'Niet Geldig!',
      urlKey: 'ok',
      title: '',
      content: [{ type: 'no-such-block' }],
      translations: sameInEveryLanguage({ title: '', content: [] }),
    }),
  ).rejects.toBeInstanceOf(ZodError);
  await expect(saveLayoutBlock(first.database, 'no_such_block', {})).rejects.toBeInstanceOf(
    ZodError,
  );
  expect(await pageTitle(first, 'ok')).toBeNull();
  expect(await pageTitle(first, 'Niet Geldig!')).toBeNull();
});
