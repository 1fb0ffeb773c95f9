import { categories } from '../catalog/schema.ts';
import { slugify } from '../seed/slug.ts';
import { categoryPathIn } from '../catalog/category-urls.ts';
import { shopLocales } from '../graphql/request-locale.ts';
import type { Transaction } from './write-attributes.ts';

interface Node {
  id: number;
  urlPath: string;
}

/**
 * The category ids for the drafts' paths (below the root), creating the categories the shop
 * does not have. A path is followed from the top, one name at a time: below the category found
 * so far, a child is the same when its name is (ignoring case, as Magento's import does), else
 * when its url key is the slug of the name. So an export read back finds every category it
 * wrote, one with a url key of its own (`Accessoires wassen & drogen` at `…/accessoires`)
 * included, and an import into a shop with the demo tree finds its categories. A new category
 * takes its parent's url path plus the slug of its name (a number appended if another category
 * has that path already, in any language). Categories the shop has are never written: their
 * names and url keys per language stay as they are (ADR 0042).
 */
export async function writeCategories(
  tx: Transaction,
  paths: Iterable<readonly string[]>,
): Promise<(path: readonly string[]) => number | undefined> {
  const rows = await tx
    .select({
      id: categories.id,
      parentId: categories.parentId,
      name: categories.name,
      urlKey: categories.urlKey,
      urlPath: categories.urlPath,
      textTranslations: categories.textTranslations,
    })
    .from(categories);
  // Parent id (0 for the top level) → children by lower-cased name and by url key.
  const byName = new Map<number, Map<string, Node>>();
  const byUrlKey = new Map<number, Map<string, Node>>();
  // A new category's path may be no category's path in any language (ADR 0042): on a French
  // page it would otherwise name the category that has it in French.
  const byId = new Map(rows.map((row) => [row.id, row]));
  const takenPaths = new Set(
    rows.flatMap((row) => shopLocales.map((locale) => categoryPathIn(row, locale, byId))),
  );
  const add = (parentId: number, name: string, urlKey: string, node: Node) => {
    for (const [index, key] of [
      [byName, name.toLowerCase()],
      [byUrlKey, urlKey],
    ] as const) {
      let children = index.get(parentId);
      if (!children) index.set(parentId, (children = new Map()));
      // The first one found keeps the key, as a re-run finds the same one then.
      if (!children.has(key)) children.set(key, node);
    }
  };
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    add(row.parentId ?? 0, row.name, row.urlKey, { id: row.id, urlPath: row.urlPath });
  }
  const find = (parentId: number, name: string): Node | undefined =>
    byName.get(parentId)?.get(name.toLowerCase()) ?? byUrlKey.get(parentId)?.get(slug(name));
  const resolved = new Map<string, number>();
  const keyOf = (names: readonly string[]) => names.join('\u0000');
  let position = rows.length;

  for (const names of paths) {
    if (names.length === 0 || resolved.has(keyOf(names))) continue;
    let parent: Node | undefined;
    for (let depth = 1; depth <= names.length; depth++) {
      const name = names[depth - 1]!;
      const parentId = parent?.id ?? 0;
      let node = find(parentId, name);
      if (!node) {
        const urlKey = slug(name);
        const base = parent ? `${parent.urlPath}/${urlKey}` : urlKey;
        let urlPath = base;
        for (let n = 2; takenPaths.has(urlPath); n++) urlPath = `${base}-${n}`;
        const [created] = await tx
          .insert(categories)
          .values({
            parentId: parent?.id ?? null,
            name,
            urlKey: urlPath.slice(urlPath.lastIndexOf('/') + 1),
            urlPath,
            level: depth,
            position: position++,
          })
          .returning({ id: categories.id });
        node = { id: created!.id, urlPath };
        takenPaths.add(urlPath);
        add(parentId, name, urlKey, node);
      }
      parent = node;
    }
    resolved.set(keyOf(names), parent!.id);
  }
  return (names) => resolved.get(keyOf(names));
}

function slug(name: string): string {
  return slugify(name) || 'category';
}
