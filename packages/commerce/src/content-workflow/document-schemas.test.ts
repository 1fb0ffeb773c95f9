import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkDocumentText, checkDocumentValue, documentIssues } from './document-schemas.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every module `file` loads at run time, following relative imports (type-only imports vanish
 * when the browser app is built, so they do not count), as specifiers: `zod`, `../x.ts`.
 */
function runtimeImports(file: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  const pattern = /^(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
  for (const match of source.matchAll(pattern)) {
    const specifier = match[1]!;
    if (specifier.startsWith('.')) {
      for (const found of runtimeImports(path.resolve(path.dirname(file), specifier), seen)) {
        packages.add(found);
      }
    } else packages.add(specifier);
  }
  packages.add(path.relative(here, file));
  return packages;
}

describe('the document rules the back office imports', () => {
  it('load nothing but zod and pure schema files', () => {
    const loaded = runtimeImports(path.join(here, 'document-schemas.ts'));
    const packages = [...loaded].filter((entry) => !entry.endsWith('.ts'));
    expect(packages).toEqual(['zod']);
    const files = [...loaded].filter((entry) => entry.endsWith('.ts')).sort();
    // A file added here must import nothing of the server (database, node:, services).
    expect(files).toEqual([
      '../content/block-schema.ts',
      '../content/layout-ids.ts',
      '../content/layout-schema.ts',
      '../content/localised.ts',
      '../content/page-document-schema.ts',
      '../deals/deal-document-schema.ts',
      '../engine/text-controls.ts',
      '../graphql/request-locale.ts',
      '../stores/store-document-schema.ts',
      'document-schemas.ts',
      'issue-text.ts',
    ]);
  });

  it('answer the reason and the JSON path of the first problem', () => {
    expect(checkDocumentText('pages/x.json', '{')).toMatchObject({
      ok: false,
      reason: 'INVALID_JSON',
    });
    expect(checkDocumentText('menus/x.json', '{}')).toMatchObject({
      ok: false,
      reason: 'UNKNOWN_DOCUMENT_PATH',
    });
    expect(checkDocumentText('pages/Home.json', '{}')).toMatchObject({
      reason: 'UNKNOWN_DOCUMENT_PATH',
    });
    expect(checkDocumentValue('layout/layout_flags.json', { minimalHeader: 'ja' })).toMatchObject({
      ok: false,
      reason: 'INVALID_DOCUMENT',
      path: 'minimalHeader',
    });
    expect(checkDocumentValue('layout/layout_flags.json', { minimalHeader: true })).toMatchObject({
      ok: true,
      name: 'layout_flags',
    });
    expect(documentIssues('layout/review_rating.json', { rating: 11 })).toEqual([
      { path: 'rating', message: expect.any(String) },
      { path: 'count', message: 'Required' },
    ]);
  });
});
