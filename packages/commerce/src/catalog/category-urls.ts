/**
 * A category's address per language (ADR 0042): its url key in a language is
 * `text_translations[locale].urlKey` (the Dutch `url_key` where the language has none), and its
 * path in a language is its ancestors' keys in that language and its own, joined by '/'. So a
 * parent without a French key lends its Dutch key to its children's French paths.
 */
import { shopLocales, type ShopLocale } from '../graphql/request-locale.ts';
import type { CategoryRecord } from './catalog-records.ts';
import { otherShopLocales, type OtherShopLocale } from './product-urls.ts';

type Addressed = Pick<CategoryRecord, 'id' | 'urlKey' | 'urlPath' | 'textTranslations'> & {
  /** Null or absent at the top level (a seed row may leave it out). */
  parentId?: number | null | undefined;
};

/** The category's url key in `locale`; Dutch when none is asked for or the language has none. */
export function categoryUrlKey(category: Addressed, locale: ShopLocale | null | undefined): string {
  if (!locale || locale === 'nl') return category.urlKey;
  return category.textTranslations?.[locale]?.urlKey || category.urlKey;
}

/**
 * The category's path in `locale`, walked up from the category (a few levels). A category whose
 * parent is missing keeps the Dutch path's parent part, as the stored Dutch path has it.
 */
export function categoryPathIn(
  category: Addressed,
  locale: ShopLocale | null | undefined,
  byId: ReadonlyMap<number, Addressed>,
): string {
  if (!locale || locale === 'nl') return category.urlPath;
  const keys: string[] = [];
  const seen = new Set<number>();
  for (let at: Addressed | undefined = category; at;) {
    if (seen.has(at.id)) break; // a cycle in hand-edited data: stop where it repeats
    seen.add(at.id);
    keys.unshift(categoryUrlKey(at, locale));
    if (at.parentId == null) return keys.join('/');
    const parent = byId.get(at.parentId);
    if (!parent) {
      // The stored Dutch path names the parent part the tree no longer holds.
      const dutchParent = at.urlPath.slice(0, Math.max(0, at.urlPath.lastIndexOf('/')));
      return dutchParent ? `${dutchParent}/${keys.join('/')}` : keys.join('/');
    }
    at = parent;
  }
  return keys.join('/');
}

/** One language's address of a category, clashing with another's (or a product's). */
export interface CategoryUrlClash {
  categoryId: number;
  locale: ShopLocale;
  path: string;
  /** The category that has this path already, or null when a product's address is it. */
  takenBy: { categoryId: number; locale: ShopLocale } | null;
}

/**
 * The addresses that break "one address names one thing" (ADR 0041, 0042): a category's path in
 * a language that is another category's path in any language, or a top-level path (one segment,
 * which the router tries as a product first) that is a product's address. Dutch paths are
 * claimed first (the database keeps them unique), then fr, de, en in category id order; the
 * later claim is the clash. One category may have the same path in several languages.
 */
export function categoryUrlClashes(
  categories: Iterable<Addressed>,
  isProductPath: (path: string) => boolean = () => false,
): CategoryUrlClash[] {
  const byId = new Map<number, Addressed>();
  for (const category of categories) byId.set(category.id, category);
  const ordered = [...byId.values()].sort((a, b) => a.id - b.id);
  const owner = new Map<string, { categoryId: number; locale: ShopLocale }>();
  const clashes: CategoryUrlClash[] = [];
  for (const locale of shopLocales) {
    for (const category of ordered) {
      const path = categoryPathIn(category, locale, byId).toLowerCase();
      const taken = owner.get(path);
      if (taken && taken.categoryId !== category.id) {
        clashes.push({ categoryId: category.id, locale, path, takenBy: taken });
        continue;
      }
      if (!taken && !path.includes('/') && isProductPath(path)) {
        clashes.push({ categoryId: category.id, locale, path, takenBy: null });
        continue;
      }
      if (!taken) owner.set(path, { categoryId: category.id, locale });
    }
  }
  return clashes;
}

/**
 * The look-ups of categories by their fr, de and en paths: one small map per language, holding
 * only the categories whose path there differs from the Dutch one (records are not copied).
 * A path that clashes (`categoryUrlClashes`) is left out of the look-up, so data that broke the
 * rule still answers one category per address: the one that claimed it first.
 */
export class CategoryUrls {
  private readonly pathById = new Map<OtherShopLocale, Map<number, string>>();
  private readonly idByPath = new Map<OtherShopLocale, Map<string, number>>();

  constructor(categories: Iterable<Addressed>) {
    const byId = new Map<number, Addressed>();
    for (const category of categories) byId.set(category.id, category);
    const clashed = new Set(
      categoryUrlClashes(byId.values()).map((clash) => `${clash.locale}:${clash.categoryId}`),
    );
    for (const locale of otherShopLocales) {
      const paths = new Map<number, string>();
      const ids = new Map<string, number>();
      for (const category of byId.values()) {
        const path = categoryPathIn(category, locale, byId);
        if (path === category.urlPath) continue;
        paths.set(category.id, path);
        if (!clashed.has(`${locale}:${category.id}`)) ids.set(path.toLowerCase(), category.id);
      }
      if (paths.size) {
        this.pathById.set(locale, paths);
        this.idByPath.set(locale, ids);
      }
    }
  }

  /** The category's path in `locale` (no leading slash); Dutch when none is asked for. */
  pathOf(category: Pick<CategoryRecord, 'id' | 'urlPath'>, locale: ShopLocale | null | undefined) {
    if (!locale || locale === 'nl') return category.urlPath;
    return this.pathById.get(locale)?.get(category.id) ?? category.urlPath;
  }

  /** The id of the category whose own path in fr, de or en this is (no Dutch fallback). */
  idAt(locale: OtherShopLocale, path: string): number | undefined {
    return this.idByPath.get(locale)?.get(path.toLowerCase());
  }
}
