import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import { signedInStaff, staffBrowser, type StaffBrowser } from '../testing/staff-fixtures.ts';
import { previewSignature } from './preview-link.ts';

const SECRET = 'content-editor-preview';

const listQuery = /* GraphQL */ `
  {
    adminContentDocuments {
      path
      kind
      name
      title
      updated_at
      url_key
      active
    }
  }
`;
const readQuery = /* GraphQL */ `
  query ($path: String!) {
    adminContentDocument(path: $path) {
      path
      kind
      title
      text
      version
      updated_at
      problem {
        json_path
        message
      }
      preview_links {
        locale
        url
      }
    }
  }
`;
const saveMutation = /* GraphQL */ `
  mutation ($path: String!, $text: String!, $version: String) {
    adminSaveContentDocument(input: { path: $path, text: $text, version: $version }) {
      path
      title
      text
      version
      updated_at
    }
  }
`;

interface Summary {
  path: string;
  kind: string;
  name: string;
  title: string;
  updated_at: string | null;
  url_key: string | null;
  active: boolean | null;
}
interface Read {
  adminContentDocument: {
    path: string;
    kind: string;
    title: string;
    text: string;
    version: string;
    updated_at: string | null;
    problem: { json_path: string; message: string } | null;
    preview_links: { locale: string; url: string }[];
  } | null;
}
type Errors = { errors?: { message: string; extensions?: Record<string, unknown> }[] };
const firstError = (answer: Errors) => answer.errors?.[0]?.extensions ?? null;

describe.each(databaseKinds)('the back office content editor on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;
  let staff: StaffBrowser;
  let employee: StaffBrowser;
  let secretBefore: string | undefined;

  const read = async (path: string) =>
    (await staff.graphql<Read>(readQuery, { path })).data!.adminContentDocument;
  const auditCount = async () =>
    (await engine.services.staff.audit.page({ pageSize: 100 })).entries.filter(
      (entry) => entry.operation === 'adminSaveContentDocument',
    ).length;

  beforeAll(async () => {
    secretBefore = process.env.PREVIEW_SECRET;
    process.env.PREVIEW_SECRET = SECRET;
    ({ engine, close } = await createTestEngine(kind, 'content_editor', {
      seedProducts: 20,
      orderSweepMs: 0,
    }));
    staff = await signedInStaff(engine, 'editor@shop.test', 'STAFF');
    const store = engine.services.stores.list()[0]!.code;
    employee = await signedInStaff(engine, 'counter@shop.test', 'STORE_EMPLOYEE', store);
  });
  afterAll(async () => {
    await close();
    if (secretBefore === undefined) delete process.env.PREVIEW_SECRET;
    else process.env.PREVIEW_SECRET = secretBefore;
  });

  it('lists every document by kind with its title and time of change', async () => {
    const listed = await staff.graphql<{ adminContentDocuments: Summary[] }>(listQuery);
    expect(listed.errors).toBeUndefined();
    const documents = listed.data!.adminContentDocuments;
    const home = documents.find((document) => document.path === 'pages/home.json')!;
    expect(home).toMatchObject({ kind: 'PAGE', name: 'home', url_key: 'home', active: true });
    expect(home.title.length).toBeGreaterThan(0);
    expect(Date.parse(home.updated_at!)).not.toBeNaN();
    const kinds = new Set(documents.map((document) => document.kind));
    expect([...kinds]).toEqual(['PAGE', 'LAYOUT', 'DEAL', 'STORE']);
    const store = documents.find((document) => document.kind === 'STORE')!;
    expect(store.updated_at).toBeNull();
    expect(store.title).toBe(
      engine.services.stores.list().find((s) => s.code === store.name)?.name,
    );
  });

  it('reads a page as its file, with a signed preview link per language', async () => {
    const home = (await read('pages/home.json'))!;
    expect(home.problem).toBeNull();
    expect(JSON.parse(home.text).identifier).toBe('home');
    expect(home.text.endsWith('}\n')).toBe(true);
    expect(home.preview_links.map((link) => link.locale)).toEqual(['nl', 'fr', 'de', 'en']);
    const url = new URL(home.preview_links[0]!.url);
    expect(url.pathname).toBe('/api/preview');
    expect(url.searchParams.get('slug')).toBe('home');
    expect(url.search).not.toContain(SECRET);
    const [expires, signature] = url.searchParams.get('token')!.split('.');
    expect(Number(expires) * 1000).toBeGreaterThan(Date.now());
    expect(signature).toBe(previewSignature('home', Number(expires), SECRET));
    expect((await read('layout/usps.json'))!.preview_links).toEqual([]);
    expect(await read('pages/no-such-page.json')).toBeNull();
    expect(await read('elsewhere/home.json')).toBeNull();
  });

  it('saves a valid change, which the shop shows at once, with before and after in the audit log', async () => {
    const before = (await read('pages/home.json'))!;
    const document = JSON.parse(before.text);
    const oldTitle = document.title;
    document.title = 'Welkom bij de vernieuwde winkel';
    const saved = await staff.graphql<{ adminSaveContentDocument: { title: string } }>(
      saveMutation,
      { path: 'pages/home.json', text: JSON.stringify(document) },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.adminSaveContentDocument.title).toBe('Welkom bij de vernieuwde winkel');
    const shown = await engine.execute<{ cmsPage: { title: string } }>(
      '{ cmsPage(identifier: "home") { title } }',
    );
    expect(shown.data!.cmsPage.title).toBe('Welkom bij de vernieuwde winkel');
    const [entry] = (await engine.services.staff.audit.page({ pageSize: 1 })).entries;
    expect(entry).toMatchObject({
      operation: 'adminSaveContentDocument',
      target: 'content:pages/home.json',
      actorName: 'editor@shop.test',
    });
    // A page is larger than an audit entry keeps (8 KiB a side): its start, where the title is.
    expect(JSON.stringify(entry!.before)).toContain(oldTitle);
    expect(JSON.stringify(entry!.after)).toContain('Welkom bij de vernieuwde winkel');
  });

  it('refuses a broken document with its reason and JSON path, and changes nothing', async () => {
    const stored = (await read('pages/home.json'))!;
    const document = JSON.parse(stored.text);
    const audited = await auditCount();
    const save = (path: string, text: string) =>
      staff.graphql(saveMutation, { path, text }) as Promise<Errors>;

    expect(firstError(await save('pages/home.json', '{"identifier": "home",'))).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'INVALID_JSON',
    });
    const badBlock = structuredClone(document);
    badBlock.content[0].type = 'no-such-block';
    badBlock.title = 'Nooit bewaard';
    expect(firstError(await save('pages/home.json', JSON.stringify(badBlock)))).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'INVALID_DOCUMENT',
      json_path: 'content[0].type',
    });
    const noTitle = { ...document, title: '' };
    expect(firstError(await save('pages/home.json', JSON.stringify(noTitle)))).toMatchObject({
      reason: 'INVALID_DOCUMENT',
      json_path: 'title',
    });
    expect(firstError(await save('pages/elders.json', JSON.stringify(document)))).toMatchObject({
      reason: 'DOCUMENT_NAME_MISMATCH',
      json_path: 'identifier',
    });
    expect(firstError(await save('../home.json', stored.text))).toMatchObject({
      reason: 'UNKNOWN_DOCUMENT_PATH',
    });
    expect(firstError(await save(`pages/${'a'.repeat(400)}.json`, stored.text))).toMatchObject({
      reason: 'UNKNOWN_DOCUMENT_PATH',
      field: 'path',
    });
    // Another page may not take the home page's url key: only the stored pages can tell.
    const other = (await read('pages/blocks.json'))!;
    const clash = { ...JSON.parse(other.text), urlKey: document.urlKey };
    expect(firstError(await save('pages/blocks.json', JSON.stringify(clash)))).toMatchObject({
      reason: 'DOCUMENT_CONFLICT',
      json_path: 'urlKey',
    });

    expect((await read('pages/home.json'))!.text).toBe(stored.text);
    expect((await read('pages/blocks.json'))!.text).toBe(other.text);
    expect(await auditCount()).toBe(audited);
  });

  it('saves a deal and a store, and creates a page at a new path', async () => {
    const listed = (await staff.graphql<{ adminContentDocuments: Summary[] }>(listQuery)).data!
      .adminContentDocuments;
    for (const path of [
      listed.find((document) => document.kind === 'DEAL')!.path,
      listed.find((document) => document.kind === 'STORE')!.path,
    ]) {
      const stored = (await read(path))!;
      const document = JSON.parse(stored.text);
      document.name = `${document.name} (nieuw)`;
      const saved = await staff.graphql(saveMutation, { path, text: JSON.stringify(document) });
      expect(saved.errors).toBeUndefined();
      expect((await read(path))!.title).toBe(document.name);
      const [entry] = (await engine.services.staff.audit.page({ pageSize: 1 })).entries;
      expect(entry!.target).toBe(`content:${path}`);
      expect((entry!.before as { name: string }).name).toBe(JSON.parse(stored.text).name);
      expect((entry!.after as { name: string }).name).toBe(document.name);
    }
    const home = JSON.parse((await read('pages/home.json'))!.text);
    const page = { ...home, identifier: 'actie/zomer', urlKey: 'actie/zomer', active: false };
    const created = await staff.graphql(saveMutation, {
      path: 'pages/actie/zomer.json',
      text: JSON.stringify(page),
    });
    expect(created.errors).toBeUndefined();
    // Saved inactive: visitors do not see it, its preview does.
    const shown = await engine.execute<{ cmsPage: unknown }>(
      '{ cmsPage(identifier: "actie/zomer") { title } }',
    );
    expect(shown.data!.cmsPage).toBeNull();
    expect((await read('pages/actie/zomer.json'))!.preview_links).toHaveLength(4);
  });

  it('refuses a save made from an older version, so no save undoes a later one', async () => {
    const opened = (await read('pages/over-ons.json'))!;
    const first = { ...JSON.parse(opened.text), title: 'Over ons, eerst' };
    const second = { ...JSON.parse(opened.text), title: 'Over ons, later' };
    const saved = await staff.graphql<{ adminSaveContentDocument: { version: string } }>(
      saveMutation,
      { path: 'pages/over-ons.json', text: JSON.stringify(first), version: opened.version },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.adminSaveContentDocument.version).not.toBe(opened.version);
    const audited = await auditCount();
    const late = (await staff.graphql(saveMutation, {
      path: 'pages/over-ons.json',
      text: JSON.stringify(second),
      version: opened.version,
    })) as Errors;
    expect(firstError(late)).toMatchObject({ code: 'CONFLICT', reason: 'DOCUMENT_CHANGED' });
    expect((await read('pages/over-ons.json'))!.title).toBe('Over ons, eerst');
    expect(await auditCount()).toBe(audited);
    // A new document is saved from `new`; once it exists, `new` is refused.
    const page = { ...first, identifier: 'nieuw-blad', urlKey: 'nieuw-blad' };
    const create = () =>
      staff.graphql(saveMutation, {
        path: 'pages/nieuw-blad.json',
        text: JSON.stringify(page),
        version: 'new',
      }) as Promise<Errors>;
    expect((await create()).errors).toBeUndefined();
    expect(firstError(await create())).toMatchObject({ reason: 'DOCUMENT_CHANGED' });
  });

  it('refuses a store employee and a signed-out caller, and saves nothing for them', async () => {
    const stored = (await read('pages/home.json'))!;
    const changed = JSON.stringify({ ...JSON.parse(stored.text), title: 'Van de balie' });
    for (const [browser, code] of [
      [employee, 'FORBIDDEN'],
      [staffBrowser(engine), 'UNAUTHENTICATED'],
    ] as const) {
      expect(firstError((await browser.graphql(listQuery)) as Errors)?.code).toBe(code);
      expect(
        firstError((await browser.graphql(readQuery, { path: 'pages/home.json' })) as Errors)?.code,
      ).toBe(code);
      const save = await browser.graphql(saveMutation, { path: 'pages/home.json', text: changed });
      expect(firstError(save as Errors)?.code).toBe(code);
    }
    expect((await read('pages/home.json'))!.text).toBe(stored.text);
  });
});
