import { sql } from 'drizzle-orm';
import {
  astFromValue,
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isObjectType,
  isScalarType,
  print,
  type GraphQLArgument,
  type GraphQLInputType,
  type IntrospectionQuery,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { ADMIN_ROUTES } from '../engine/admin-routes.ts';
import { logger } from '../engine/logger.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import { simpleProduct } from '../testing/shop-fixtures.ts';
import { signedInStaff, type StaffBrowser } from '../testing/staff-fixtures.ts';

const KEY = 'admin-control-characters-key';
/** What is sent: a NUL (PostgreSQL refuses it), and two that PostgreSQL would store unseen. */
const controls = ['\u0000', '\u0001', '\u001f'];
const hex = (character: string) => `U+${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
/**
 * Input fields whose text is a JSON document: the character is also sent escaped inside it (as
 * `\u0001`, which no text check sees), in an otherwise valid input of the field's type.
 */
const jsonTextFields: Record<string, (page: DocumentFile, control: string) => unknown> = {
  'AdminContentDocumentInput.text': (page, control) => {
    const document = JSON.parse(page.text) as { title: string };
    document.title = `a${control}b`;
    return { path: page.path, text: JSON.stringify(document, null, 2) };
  },
};

interface DocumentFile {
  path: string;
  text: string;
}

/** Where a text goes in a mutation's arguments: argument name, then input field names. */
type TextPath = { coordinate: string; path: string[] };

/** Every String/ID position reachable from the arguments (input types nest at most a few levels). */
function textPaths(args: readonly GraphQLArgument[]): TextPath[] {
  const found: TextPath[] = [];
  const walk = (type: GraphQLInputType, path: string[], coordinate: string, depth: number) => {
    const named = getNamedType(type);
    if (isScalarType(named) && (named.name === 'String' || named.name === 'ID')) {
      found.push({ coordinate, path });
    } else if (isInputObjectType(named) && depth < 4) {
      for (const field of Object.values(named.getFields())) {
        walk(field.type, [...path, field.name], `${named.name}.${field.name}`, depth + 1);
      }
    }
  };
  for (const arg of args) walk(arg.type, [arg.name], arg.name, 0);
  return found;
}

/** A plausible value of the type with `text` at `path` (every optional field filled too). */
function valueOf(type: GraphQLInputType, path: string[], text: string, depth = 0): unknown {
  const inner = getNullableType(type) as GraphQLInputType;
  if (isListType(inner)) return [valueOf(inner.ofType, path, text, depth)];
  if (isEnumType(inner)) return inner.getValues()[0]!.value;
  if (isInputObjectType(inner)) {
    if (depth >= 4) return undefined;
    return Object.fromEntries(
      Object.values(inner.getFields())
        .map((field) => [
          field.name,
          valueOf(field.type, path[0] === field.name ? path.slice(1) : [], text, depth + 1),
        ])
        .filter(([, value]) => value !== undefined),
    );
  }
  if (isScalarType(inner)) {
    if (inner.name === 'Int') return 1;
    if (inner.name === 'Float') return 1.5;
    if (inner.name === 'Boolean') return true;
    return path.length === 0 && text !== '' ? text : 'x';
  }
  return undefined;
}

describe.each(databaseKinds)('control characters in admin input on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;
  let owner: StaffBrowser;
  let page: DocumentFile;
  let keyBefore: string | undefined;
  const errorLines = vi.spyOn(logger, 'error');

  beforeAll(async () => {
    keyBefore = process.env.ADMIN_API_KEY;
    process.env.ADMIN_API_KEY = KEY;
    ({ engine, close } = await createTestEngine(kind, `admin_control_${kind}`, {
      seedProducts: 10,
      orderSweepMs: 0,
    }));
    owner = await signedInStaff(engine, 'owner@shop.test', 'OWNER');
    const exported = (await (
      await engine.fetch(
        new Request('http://engine.local/admin/content', { headers: { 'x-admin-key': KEY } }),
      )
    ).json()) as { documents: DocumentFile[] };
    page = exported.documents.find((document) => document.path.startsWith('pages/'))!;
    errorLines.mockClear();
  }, 120_000);
  afterAll(async () => {
    await close();
    if (keyBefore === undefined) delete process.env.ADMIN_API_KEY;
    else process.env.ADMIN_API_KEY = keyBefore;
  });

  /** Rows of any table whose text holds U+0001 or U+001F (a NUL cannot be stored at all). */
  async function rowsHoldingControls(): Promise<string[]> {
    const tables = (await engine.database.db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    )) as unknown as { rows: { name: string }[] };
    const found: string[] = [];
    for (const { name } of tables.rows) {
      const rows = (await engine.database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(name)} t
            where position(${'\\u0001'} in to_jsonb(t)::text) > 0
               or position(${'\\u001f'} in to_jsonb(t)::text) > 0`,
      )) as unknown as { rows: { n: number }[] };
      if (rows.rows[0]!.n > 0) found.push(name);
    }
    return found;
  }

  it('every admin and staff mutation refuses them in each text, as a variable and inline', async () => {
    const introspection = await engine.execute<IntrospectionQuery>(getIntrospectionQuery());
    const schema = buildClientSchema(introspection.data!);
    const mutations = Object.values(schema.getMutationType()!.getFields()).filter((field) =>
      /^(admin|staff)/.test(field.name),
    );
    // The back office's whole set, found by name: a new one is walked without touching this test.
    expect(mutations.length).toBeGreaterThanOrEqual(30);
    for (const coordinate of Object.keys(jsonTextFields)) {
      const [typeName, field] = coordinate.split('.') as [string, string];
      const type = schema.getType(typeName);
      expect(isInputObjectType(type) && Object.hasOwn(type.getFields(), field), coordinate).toBe(
        true,
      );
    }
    const refusedWrongly: string[] = [];
    let sent = 0;
    for (const mutation of mutations) {
      const select = isObjectType(getNamedType(mutation.type)) ? ' { __typename }' : '';
      for (const { coordinate, path } of textPaths(mutation.args)) {
        for (const control of controls) {
          const cases: [string, Record<string, unknown>][] = [
            [
              'raw',
              Object.fromEntries(
                mutation.args.map((arg) => [
                  arg.name,
                  valueOf(arg.type, arg.name === path[0] ? path.slice(1) : [], `a${control}b`),
                ]),
              ),
            ],
          ];
          const escaped = jsonTextFields[coordinate];
          if (escaped && path.length === 2) {
            cases.push(['escaped in JSON', { [path[0]!]: escaped(page, control) }]);
          }
          for (const [how, values] of cases) {
            const declared = mutation.args.map((arg) => `$${arg.name}: ${String(arg.type)}`);
            const passed = mutation.args.map((arg) => `${arg.name}: $${arg.name}`);
            const byVariables =
              `mutation${declared.length ? `(${declared.join(', ')})` : ''} ` +
              `{ ${mutation.name}${passed.length ? `(${passed.join(', ')})` : ''}${select} }`;
            const inline = mutation.args.map(
              (arg) => `${arg.name}: ${print(astFromValue(values[arg.name], arg.type)!)}`,
            );
            const byLiterals = `mutation { ${mutation.name}(${inline.join(', ')})${select} }`;
            for (const [form, answer] of [
              ['variables', await owner.graphql(byVariables, values)],
              ['inline', await owner.graphql(byLiterals)],
            ] as const) {
              sent++;
              const code = answer.errors?.[0]?.extensions?.code;
              const reason = answer.errors?.[0]?.extensions?.reason;
              // An escaped one must be refused for what it is, not for another mistake.
              const refusedForIt = how === 'raw' || reason === 'CONTROL_CHARACTER';
              if (answer.response.status >= 500 || code !== 'BAD_USER_INPUT' || !refusedForIt) {
                refusedWrongly.push(
                  `${mutation.name} ${path.join('.')} ${hex(control)} ${how} ${form}: ${answer.response.status} ${String(code)} ${answer.errors?.[0]?.message ?? 'accepted'}`,
                );
              }
            }
          }
        }
      }
    }
    expect(refusedWrongly).toEqual([]);
    expect(sent).toBeGreaterThan(200);
    expect(await rowsHoldingControls()).toEqual([]);
    expect(errorLines).not.toHaveBeenCalled();
  }, 300_000);

  it('every admin HTTP route refuses them (JSON keys and values, CSV cells) with a 4xx', async () => {
    const post = (path: string, body: string, type = 'application/json') =>
      engine.fetch(
        new Request(`http://engine.local${path}`, {
          method: 'POST',
          headers: { 'content-type': type, 'x-admin-key': KEY },
          body,
        }),
      );
    const product = await simpleProduct(engine, 3, { priceCents: 10_00, onlineQty: 4 });
    const batch = { n: 0 };
    // A well-formed body of each route with the character in one of its texts.
    const realistic: Record<string, ((control: string) => unknown)[]> = {
      '/admin/erp/stock': [
        (c) => ({
          batch_id: `s${batch.n++}`,
          lines: [{ sku: `a${c}b`, source: 'default', quantity: 1 }],
        }),
        (c) => ({
          batch_id: `s${batch.n++}`,
          lines: [{ sku: product.sku, source: `default${c}`, quantity: 1 }],
        }),
      ],
      '/admin/erp/prices': [
        (c) => ({ batch_id: `p${batch.n++}`, lines: [{ sku: `a${c}b`, price: 1 }] }),
      ],
      '/admin/content': [
        // Escaped inside a document's JSON, as a file holds it, and raw in the request.
        (c) => ({ documents: [jsonTextFields['AdminContentDocumentInput.text']!(page, c)] }),
        (c) => ({ documents: [{ path: `pages/a${c}b.json`, text: page.text }] }),
      ],
    };
    // A CSV upload: the character in a product's name, and in its sku.
    const csv: Record<string, ((control: string) => string)[]> = {
      '/admin/catalog/import': [
        (c) => `sku,product_type,name,price\nctl-1,simple,Wasmachine${c} 8 kg,100\n`,
        (c) => `sku,product_type,name,price\nctl${c}2,simple,Wasmachine,100\n`,
      ],
    };
    const routes = Object.entries(ADMIN_ROUTES);
    const jsonRoutes = routes.filter(([, route]) => route.body === 'json').map(([path]) => path);
    // Every route of the table is walked: a new one fails here until it has its samples.
    expect(jsonRoutes.sort()).toEqual(Object.keys(realistic).sort());
    expect(routes.filter(([, route]) => route.body === 'csv').map(([path]) => path)).toEqual(
      Object.keys(csv),
    );
    const wrong: string[] = [];
    for (const path of jsonRoutes) {
      for (const control of controls) {
        const bodies = [
          ...realistic[path]!.map((make) => make(control)),
          { [`k${control}`]: 1 },
          { a: [{ b: `x${control}y` }] },
        ];
        for (const body of bodies) {
          const answer = await post(path, JSON.stringify(body));
          const error = ((await answer.json()) as { error?: string }).error;
          if (answer.status < 400 || answer.status >= 500 || !error) {
            wrong.push(
              `${path} ${hex(control)} ${JSON.stringify(body)}: ${answer.status} ${error}`,
            );
          }
        }
      }
    }
    for (const [path, samples] of Object.entries(csv)) {
      for (const control of controls) {
        for (const make of samples) {
          const answer = await post(path, make(control), 'text/csv');
          const report = (await answer.json()) as {
            written?: boolean;
            errors?: { code: string }[];
          };
          if (answer.status < 400 || answer.status >= 500 || !report.errors?.[0]?.code) {
            wrong.push(`${path} ${hex(control)} ${make(control)}: ${answer.status}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await rowsHoldingControls()).toEqual([]);
    expect(errorLines).not.toHaveBeenCalled();
  }, 120_000);
});
