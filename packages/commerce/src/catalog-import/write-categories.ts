import { categories } from '../catalog/schema.ts';
import { slugify } from '../seed/slug.ts';
import type { Transaction } from './write-attributes.ts';

/**
 * The category ids for the drafts' paths (below the root), creating the categories the shop
 * does not have. A category is the same when its url path (the slugs of its names) is: a
 * re-import, or an import into a shop with the demo tree, finds the existing one.
 */
export async function writeCategories(
  tx: Transaction,
  paths: Iterable<readonly string[]>,
): Promise<(path: readonly string[]) => number | undefined> {
  const rows = await tx.select({ id: categories.id, urlPath: categories.urlPath }).from(categories);
  const byPath = new Map(rows.map((row) => [row.urlPath, row.id]));
  let position = rows.length;
  const idOf = (names: readonly string[]) => byPath.get(names.map(slug).join('/'));
  for (const names of paths) {
    for (let depth = 1; depth <= names.length; depth++) {
      const prefix = names.slice(0, depth);
      const urlPath = prefix.map(slug).join('/');
      if (byPath.has(urlPath)) continue;
      const parentId = depth > 1 ? (idOf(prefix.slice(0, -1)) ?? null) : null;
      const [created] = await tx
        .insert(categories)
        .values({
          parentId,
          name: prefix[depth - 1]!,
          urlKey: slug(prefix[depth - 1]!),
          urlPath,
          level: depth,
          position: position++,
        })
        .returning({ id: categories.id });
      byPath.set(urlPath, created!.id);
    }
  }
  return idOf;
}

function slug(name: string): string {
  return slugify(name) || 'category';
}
