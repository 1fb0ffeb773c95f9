import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../testing/test-databases.ts';
import { eventually, useImportTestBed } from './import-test-bed.ts';

const row = (sku: string, urlKey: string) => ({
  'p.csv': `sku,product_type,name,price,url_key\n${sku},simple,Wasmachine ${sku},499,${urlKey}\n`,
});

describe.each(databaseKinds)('former url keys of imported products on %s', (kind) => {
  const bed = useImportTestBed(kind, 'import_url_rewrites');
  const route = async (url: string) => {
    const { data, errors } = await bed.engine.execute<any>(
      `query($url: String!) { route(url: $url) {
        relative_url redirect_code ... on SimpleProduct { sku } } }`,
      { url },
    );
    expect(errors).toBeUndefined();
    return data.route as { relative_url: string; redirect_code: number; sku: string } | null;
  };
  const routesTo = (url: string, relative: string) =>
    eventually(async () => (await route(url))?.relative_url === relative);

  it('answers a changed url key with a 301 to the new address, also after a second change', async () => {
    expect(await bed.importFolder(row('ur-a', 'oude-wasmachine'))).toMatchObject({ created: 1 });
    expect(await routesTo('/oude-wasmachine', '/oude-wasmachine')).toBe(true);

    expect(await bed.importFolder(row('ur-a', 'nieuwe-wasmachine'))).toMatchObject({ updated: 1 });
    expect(await routesTo('/nieuwe-wasmachine', '/nieuwe-wasmachine')).toBe(true);
    expect(await route('/oude-wasmachine')).toEqual({
      relative_url: '/nieuwe-wasmachine',
      redirect_code: 301,
      sku: 'ur-a',
    });
    expect(await route('/Oude-Wasmachine.html')).toMatchObject({ redirect_code: 301 });

    // Every earlier address goes straight to the newest one, never through a chain.
    await bed.importFolder(row('ur-a', 'derde-wasmachine'));
    expect(await routesTo('/derde-wasmachine', '/derde-wasmachine')).toBe(true);
    for (const old of ['/oude-wasmachine', '/nieuwe-wasmachine']) {
      expect(await route(old)).toMatchObject({
        relative_url: '/derde-wasmachine',
        redirect_code: 301,
      });
    }
    // The same file again records nothing new and changes nothing.
    expect(await bed.importFolder(row('ur-a', 'derde-wasmachine'))).toMatchObject({ updated: 0 });
  });

  it('lets a product listed at a former address take it over', async () => {
    await bed.importFolder(row('ur-b', 'oude-wasmachine'));
    expect(await routesTo('/oude-wasmachine', '/oude-wasmachine')).toBe(true);
    expect(await route('/oude-wasmachine')).toMatchObject({ redirect_code: 0, sku: 'ur-b' });
    expect(await route('/nieuwe-wasmachine')).toMatchObject({ relative_url: '/derde-wasmachine' });
    expect(await route('/nooit-bestaan')).toBeNull();
  });
});
