import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildSchema,
  Kind,
  NoUnusedFragmentsRule,
  parse,
  Source,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLError,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import * as generated from './generated/graphql';
import {
  documentsInSources,
  filesBelow,
  isExecutable,
  tryParse,
} from './testing/graphql-documents';

/**
 * Every GraphQL document of the repository against the engine's printed schema (the contract):
 * the storefront's `.graphql` files and generated documents, documents written in TypeScript
 * (marked `/* GraphQL *\/`, tagged `gql`/`graphql`, or opening like an operation) in the
 * storefront, the engine's tests and its benchmark. A missing or misspelt field fails here.
 */
const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const storefront = path.join(repo, 'apps/storefront');
const schema = buildSchema(
  readFileSync(path.join(repo, 'packages/commerce/schema.graphql'), 'utf8'),
);

const where = (error: GraphQLError) =>
  (error.nodes ?? [])
    .map((node) => {
      const location = node.loc?.source.locationOffset;
      const position = node.loc ? node.loc.startToken.line + (location?.line ?? 1) - 1 : 0;
      return `${node.loc?.source.name ?? '?'}:${position}`;
    })
    .join(', ');
const messages = (errors: readonly GraphQLError[]) =>
  errors.map((error) => `${error.message} (${where(error)})`);

describe('storefront .graphql documents', () => {
  const files = filesBelow(path.join(storefront, 'lib/commerce'), ['.graphql']);
  // One document of all files: fragments are shared between files, operation names must be
  // unique and every fragment used, as GraphQL's own rules say.
  const combined: DocumentNode = {
    kind: Kind.DOCUMENT,
    definitions: files.flatMap(
      (file) =>
        parse(new Source(readFileSync(file, 'utf8'), path.relative(repo, file))).definitions,
    ),
  };
  const errors = validate(schema, combined);

  it('finds the documents', () => {
    expect(files.length).toBeGreaterThan(10);
  });
  const names = files.map((file) => path.relative(repo, file));
  it.each(names)('%s is valid', (file) => {
    expect(messages(errors.filter((error) => where(error).includes(file)))).toEqual([]);
  });
  it('has no errors that belong to no single file', () => {
    const loose = errors.filter((error) => !names.some((name) => where(error).includes(name)));
    expect(messages(loose)).toEqual([]);
  });
});

describe('generated documents', () => {
  const documents = Object.entries(generated).filter(
    (entry): entry is [string, DocumentNode] =>
      entry[0].endsWith('Document') &&
      typeof entry[1] === 'object' &&
      entry[1] !== null &&
      'kind' in entry[1],
  );
  it.each(documents)('%s is valid', (_, document) => {
    expect(messages(validate(schema, document))).toEqual([]);
  });
});

/**
 * Engine tests that send invalid documents on purpose, to test the engine's answer to them.
 * Each must keep failing validation, with this message.
 */
const meantToFail = [
  { file: 'packages/commerce/src/graphql/catalog-api.test.ts', message: 'kleur_van_de_dag' },
  { file: 'packages/commerce/src/graphql/catalog-api.test.ts', message: '"colour"' },
  { file: 'packages/commerce/src/graphql/catalog-api.test.ts', message: 'Value "UP"' },
  // An attribute the import creates: in the running engine's schema, not in the printed one.
  { file: 'packages/commerce/src/catalog-import/multiselect.test.ts', message: '"aansluiting"' },
  // Bracket counting is tested on a made-up document, and a misspelt field on a production engine.
  { file: 'packages/commerce/src/graphql/nesting.test.ts', message: 'Cannot query field "a"' },
  { file: 'packages/commerce/src/graphql/schema-exposure.test.ts', message: '"productz"' },
];

describe('documents written in TypeScript', () => {
  const storefrontFiles = ['app', 'components', 'lib', 'e2e', 'scripts'].flatMap((folder) =>
    filesBelow(path.join(storefront, folder), ['.ts', '.tsx', '.mjs']),
  );
  const engineTests = filesBelow(path.join(repo, 'packages/commerce/src'), ['.test.ts']);
  const engineBench = filesBelow(path.join(repo, 'packages/commerce/bench'), ['.ts']);
  const engineSource = filesBelow(path.join(repo, 'packages/commerce/src'), ['.ts']).filter(
    (file) => !file.endsWith('.test.ts'),
  );
  const found = documentsInSources([...storefrontFiles, ...engineTests, ...engineBench], repo);
  // Elsewhere in the engine only marked texts count: most are its schema (SDL), not documents.
  const marked = documentsInSources(engineSource, repo, { markedOnly: true });
  const texts = [...found.documents, ...marked.documents].filter(
    // A test of this file writes broken content on purpose; it is not GraphQL.
    (text) => !text.file.endsWith('lib/commerce/routing/resolve-route.test.ts'),
  );
  const parsed = texts.map((text) => ({ ...text, document: tryParse(text.text) }));
  const executable = parsed.filter((text) => !text.document || isExecutable(text.document));

  it('finds the documents of the storefront, the engine tests and the benchmark', () => {
    const count = (prefix: string) =>
      executable.filter((text) => text.file.startsWith(prefix)).length;
    console.info(
      `validated ${executable.length} documents written in TypeScript ` +
        `(storefront ${count('apps/')}, engine tests ${count('packages/commerce/src/')}, ` +
        `benchmark ${count('packages/commerce/bench/')}); ${found.skipped.length} skipped as ` +
        `built from expressions: ${found.skipped.map((skip) => `${skip.file}:${skip.line}`).join(', ')}`,
    );
    expect(count('packages/commerce/bench/')).toBeGreaterThanOrEqual(3);
    expect(count('packages/commerce/src/')).toBeGreaterThan(20);
  });

  it.each(executable.map((text) => [`${text.file}:${text.line}`, text] as const))(
    '%s is valid',
    (_, text) => {
      expect(text.document, 'not parseable as GraphQL').not.toBeNull();
      // A fragment written on its own (to be spliced into operations) is used elsewhere.
      const fragmentsOnly = text.document!.definitions.every(
        (definition) => definition.kind === Kind.FRAGMENT_DEFINITION,
      );
      const rules = fragmentsOnly
        ? specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule)
        : specifiedRules;
      const errors = messages(validate(schema, text.document!, rules));
      const expected = meantToFail.filter(
        (entry) =>
          entry.file === text.file && errors.some((error) => error.includes(entry.message)),
      );
      if (expected.length > 0) expect(errors.length).toBe(expected.length);
      else expect(errors).toEqual([]);
    },
  );

  it('still sends each deliberately invalid document', () => {
    for (const entry of meantToFail) {
      const failing = executable.filter(
        (text) =>
          text.file === entry.file &&
          messages(validate(schema, text.document!)).some((error) => error.includes(entry.message)),
      );
      expect(failing, `${entry.file}: ${entry.message}`).toHaveLength(1);
    }
  });
});
