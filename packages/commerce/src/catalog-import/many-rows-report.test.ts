import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import type { ImportIssue } from './import-model.ts';

const KEY = 'catalog-many-rows-key';
const ROWS = 20_000;
const header = 'sku,product_type,name,price,url_key,qty,is_in_stock\n';

/** The ways a row goes wrong, each with the code the report names it by. */
const faults = [
  { code: 'BAD_PRICE', row: (sku: string) => `${sku},simple,Name ${sku},12..5,${sku},3,1` },
  { code: 'NEGATIVE_QUANTITY', row: (sku: string) => `${sku},simple,Name ${sku},12,${sku},-2,1` },
  { code: 'BAD_VALUE', row: (sku: string) => `${sku},simple,Name ${sku},12,${sku},3,maybe` },
  { code: 'MISSING_VALUE', row: (sku: string) => `${sku},simple,,12,${sku},3,1` },
  // A name without letters or digits and no url key: no web address can be made.
  { code: 'BAD_URL_KEY', row: (sku: string) => `${sku},simple,!!!,12,,3,1` },
  { code: 'UNKNOWN_TYPE', row: (sku: string) => `${sku},gadget,Name ${sku},12,${sku},3,1` },
];

/**
 * A product file of `ROWS` products where the rows at `bad` (spreadsheet numbers, header = 1)
 * are wrong, each in one of the ways above: the first, the last, neighbours and scattered ones.
 */
function fileWithBadRows(bad: number[]): { text: string; expected: Map<number, string> } {
  const expected = new Map<number, string>();
  const lines: string[] = [];
  for (let row = 2; row <= ROWS + 1; row++) {
    const sku = `many-${row}`;
    const at = bad.indexOf(row);
    if (at < 0) lines.push(`${sku},simple,Name ${sku},12,${sku},3,1`);
    else {
      const fault = faults[at % faults.length]!;
      lines.push(fault.row(sku));
      expected.set(row, fault.code);
    }
  }
  return { text: `${header}${lines.join('\n')}\n`, expected };
}

describe.each(databaseKinds)('every bad row of a large file is reported on %s', (kind) => {
  let engine: CommerceEngine;
  let close = async () => {};
  let keyBefore: string | undefined;

  const post = (body: string, query: string) =>
    engine.fetch(
      new Request(`http://engine.local/admin/catalog/import${query}`, {
        method: 'POST',
        headers: { 'content-type': 'text/csv', 'x-admin-key': KEY },
        body,
      }),
    );

  beforeAll(async () => {
    keyBefore = process.env.ADMIN_API_KEY;
    process.env.ADMIN_API_KEY = KEY;
    ({ engine, close } = await createTestEngine(kind, 'import_many_rows', { seedIfEmpty: false }));
  });
  afterAll(async () => {
    await close();
    if (keyBefore === undefined) delete process.env.ADMIN_API_KEY;
    else process.env.ADMIN_API_KEY = keyBefore;
  });

  it('names each bad row of 20,000, the last one included, in a dry run, an import and one that skips them', async () => {
    const bad = [
      2,
      3,
      501,
      502,
      1_000,
      4_096,
      4_097,
      9_999,
      10_001,
      15_360,
      19_999,
      20_000,
      ROWS + 1,
    ];
    // And a bad row every 211 rows between, so a report bound would be met.
    for (let row = 600; row < ROWS; row += 211) if (!bad.includes(row)) bad.push(row);
    const { text, expected } = fileWithBadRows(bad.sort((a, b) => a - b));

    for (const query of ['?dryRun=1', '', '?skipErrors=1']) {
      const answer = await post(text, query);
      const skipping = query === '?skipErrors=1';
      expect(answer.status).toBe(skipping ? 200 : 422);
      const report = (await answer.json()) as {
        errors: ImportIssue[];
        written: boolean;
        created: number;
      };
      expect(report.written).toBe(skipping);
      const named = new Map(report.errors.map((issue) => [issue.row, issue.code]));
      expect(report.errors).toHaveLength(expected.size);
      expect(named).toEqual(expected);
      expect(named.get(ROWS + 1)).toBeDefined();
      if (skipping) expect(report.created).toBe(ROWS - expected.size);
    }
  }, 120_000);
});
