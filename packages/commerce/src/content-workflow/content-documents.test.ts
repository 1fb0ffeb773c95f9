import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import { sameInEveryLanguage } from '../testing/page-translations.ts';
import {
  DocumentError,
  exportDocuments,
  importDocuments,
  type DocumentFile,
} from './content-documents.ts';

/** Every row of the four tables the documents write, without the time of writing. */
async function snapshot(engine: CommerceEngine): Promise<string> {
  const rows = await engine.database.db.execute(sql`
    select json_build_object(
      'pages', (select json_agg(to_jsonb(p) - 'updated_at' - 'id' order by identifier) from cms_pages p),
      'layout', (select json_agg(to_jsonb(l) - 'updated_at' order by identifier) from layout_blocks l),
      'deals', (select json_agg(to_jsonb(d) order by id) from deals d),
      'stores', (select json_agg(to_jsonb(s) order by code) from stores s)
    )::text as state`);
  return (rows as unknown as { rows: { state: string }[] }).rows[0]!.state;
}

const edit = (files: DocumentFile[], path: string, change: (document: any) => void) =>
  files.map((file) => {
    if (file.path !== path) return file;
    const document = JSON.parse(file.text);
    change(document);
    return { path, text: JSON.stringify(document) };
  });

async function refusal(promise: Promise<unknown>): Promise<DocumentError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(DocumentError);
  return error as DocumentError;
}

describe.each(databaseKinds)('content documents on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;
  let exported: DocumentFile[];

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, 'content_documents', {
      seedProducts: 40,
      orderSweepMs: 0,
    }));
    const result = await exportDocuments(engine.database);
    expect(result.problems).toEqual([]);
    exported = result.files;
  });
  afterAll(() => close?.());

  it('exports every page, layout piece, deal and store as a file of its own', () => {
    const paths = exported.map((file) => file.path);
    expect(paths).toContain('pages/home.json');
    expect(paths).toContain('layout/usps.json');
    expect(paths).toContain('layout/general_information.json');
    expect(paths.filter((path) => path.startsWith('stores/')).length).toBe(
      engine.services.stores.list().length,
    );
    expect(paths.some((path) => /^deals\/\d+\.json$/.test(path))).toBe(true);
    expect([...paths].sort()).toEqual(paths);
    const home = JSON.parse(exported.find((file) => file.path === 'pages/home.json')!.text);
    expect(Object.keys(home)).toEqual([
      'identifier',
      'urlKey',
      'title',
      'metaTitle',
      'metaDescription',
      'active',
      'content',
      'translations',
    ]);
    expect(Object.keys(home.translations)).toEqual(['fr', 'de', 'en']);
    expect(Object.keys(home.content[0])[0]).toBe('type');
  });

  it('export, import, export is the identity', async () => {
    const before = await snapshot(engine);
    await importDocuments(engine.database, exported);
    expect(await snapshot(engine)).toBe(before);
    expect((await exportDocuments(engine.database)).files).toEqual(exported);
  });

  it('refuses a malformed document with the path of the first error and changes nothing', async () => {
    const before = await snapshot(engine);
    // Good changes in early files; the malformed one comes last in path order.
    let files = edit(exported, 'pages/home.json', (page) => (page.title = 'Changed'));
    const lastStore = exported.filter((file) => file.path.startsWith('stores/')).at(-1)!.path;
    files = edit(files, lastStore, (store) => (store.openingHours[3].close = '25:00'));
    const error = await refusal(importDocuments(engine.database, files.reverse()));
    expect(error.message).toBe(`${lastStore}: openingHours[3].close: HH:MM (24 hours)`);
    expect(await snapshot(engine)).toBe(before);

    const home = edit(exported, 'pages/home.json', (page) => {
      const row = page.content.findIndex((block: any) => Array.isArray(block.children));
      const child = page.content[row].children.findIndex(() => true);
      page.content[row].children[child] = { type: 'banner', id: 'b', media: { alt: 'x' } };
      page.title = 'Changed';
      (globalThis as any).__path = `content[${row}].children[${child}].media.desktopImage`;
    });
    const deep = await refusal(importDocuments(engine.database, home));
    expect(deep.message).toBe(`pages/home.json: ${(globalThis as any).__path}: Required`);

    for (const [files, expected] of [
      [
        [...exported, { path: 'pages/new.json', text: '{"identifier": "new",' }],
        /^pages\/new\.json: not valid JSON/,
      ],
      [[...exported, { path: 'notes/a.json', text: '{}' }], /^notes\/a\.json: not a document path/],
      [
        [...exported, { path: 'pages/Over Ons.json', text: '{}' }],
        /^pages\/Over Ons\.json: a page file is named after its identifier/,
      ],
      [
        [...exported, { path: 'layout/../stores/x.json', text: '{}' }],
        /^layout\/\.\.\/stores\/x\.json: not a document path/,
      ],
      [
        edit(exported, 'layout/usps.json', (usps) => (usps.fr.general[0].colour = 'red')),
        /^layout\/usps\.json: fr\.general\[0\]: unknown field colour$/,
      ],
      [
        edit(exported, 'pages/home.json', (page) => (page.identifier = 'elders')),
        /^pages\/home\.json: identifier: is "elders"/,
      ],
      [
        edit(exported, 'pages/home.json', (page) => (page.content[0].type = 'carousel')),
        /^pages\/home\.json: content\[0\]\.type: unknown type; expected one of text, /,
      ],
      [
        [
          ...exported,
          {
            path: 'pages/copy.json',
            text: JSON.stringify({
              ...JSON.parse(exported.find((f) => f.path === 'pages/home.json')!.text),
              identifier: 'copy',
            }),
          },
        ],
        /^pages\/home\.json: urlKey: also the url key of page copy$/,
      ],
    ] as [DocumentFile[], RegExp][]) {
      expect((await refusal(importDocuments(engine.database, files))).message).toMatch(expected);
    }
    expect(await snapshot(engine)).toBe(before);
  });

  it('applies a valid import everywhere: pages, layout, deals and the stores in memory', async () => {
    const store = exported.find((file) => file.path.startsWith('stores/'))!.path;
    const deal = exported.find((file) => file.path.startsWith('deals/'))!.path;
    const heard: string[][] = [];
    const stop = engine.onChange((tags) => heard.push(tags));
    let files = edit(exported, 'pages/home.json', (page) => (page.title = 'Nieuwe titel'));
    files = edit(files, 'layout/usps.json', (usps) => (usps.nl.general[0].text = 'Nieuwe usp'));
    files = edit(files, store, (document) => (document.name = 'Winkel Nieuw'));
    files = edit(files, deal, (document) => (document.name = 'Deal van de week'));
    files.push({
      path: 'pages/verborgen.json',
      text: JSON.stringify({
        identifier: 'verborgen',
        urlKey: 'verborgen',
        title: 'Nog niet gepubliceerd',
        active: false,
        content: [{ type: 'heading', id: 'h', text: 'Straks' }],
        translations: sameInEveryLanguage({ title: 'Not yet published', content: [] }),
      }),
    });
    const summary = await importDocuments(engine.database, files);
    expect(summary).toMatchObject({
      pages: exported.filter((f) => f.path.startsWith('pages/')).length + 1,
      layout: expect.any(Number),
    });

    const read = async () =>
      (
        await engine.execute<any>(
          `{ cmsPage(identifier: "home") { title } hidden: cmsPage(identifier: "verborgen") { title }
             layoutData { usps { general { text } } } physicalStores { code name } }`,
        )
      ).data;
    const deadline = Date.now() + 5_000;
    let data = await read();
    while (
      data.physicalStores.every((s: any) => s.name !== 'Winkel Nieuw') &&
      Date.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      data = await read();
    }
    expect(data.cmsPage.title).toBe('Nieuwe titel');
    expect(data.hidden).toBeNull();
    expect(data.layoutData.usps.general[0].text).toBe('Nieuwe usp');
    expect(data.physicalStores.map((s: any) => s.name)).toContain('Winkel Nieuw');
    const { files: again } = await exportDocuments(engine.database);
    expect(JSON.parse(again.find((file) => file.path === deal)!.text).name).toBe(
      'Deal van de week',
    );
    while (
      heard.flat().filter((tag) => ['layout', 'stores'].includes(tag)).length < 2 &&
      Date.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    stop();
    expect(heard.flat()).toEqual(
      expect.arrayContaining(['content', 'cms:home', 'layout', 'stores', 'catalog']),
    );
  });

  it('never half-applies two imports running at once', async () => {
    const pages = exported.filter((file) => file.path.startsWith('pages/'));
    const stores = exported.filter((file) => file.path.startsWith('stores/'));
    const version = (mark: string) =>
      [...pages, ...stores].map((file) => {
        const document = JSON.parse(file.text);
        if ('title' in document) document.title = `${mark} ${document.identifier}`;
        else document.name = `${mark} ${document.code}`;
        return { path: file.path, text: JSON.stringify(document) };
      });
    for (let round = 0; round < 3; round++) {
      await Promise.all([
        importDocuments(engine.database, version('A')),
        importDocuments(engine.database, version('B')),
      ]);
      const state = JSON.parse(await snapshot(engine));
      const imported = new Set(pages.map((file) => JSON.parse(file.text).identifier));
      const marks = new Set([
        ...state.pages
          .filter((page: any) => imported.has(page.identifier))
          .map((page: any) => page.title.split(' ')[0]),
        ...state.stores.map((store: any) => store.name.split(' ')[0]),
      ]);
      expect(marks.size).toBe(1);
    }
    await importDocuments(engine.database, exported);
  });
});
