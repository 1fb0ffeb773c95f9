import type { AutocompleteResults } from '@/lib/commerce/types';

export type AutocompleteOption =
  | { kind: 'suggestion'; id: string; text: string; href: string }
  | {
      kind: 'category';
      id: string;
      href: string;
      category: AutocompleteResults['categories'][number];
    }
  | { kind: 'cmsPage'; id: string; href: string; title: string }
  | {
      kind: 'product';
      id: string;
      href: string;
      index: number;
      product: AutocompleteResults['products'][number];
    };

export interface AutocompleteSection {
  kind: 'suggestions' | 'categories' | 'products' | 'cmsPages';
  options: AutocompleteOption[];
}

/**
 * The dropdown's sections in display (and arrow-key) order: suggestions first, as they are the
 * shortest way to a results page, then the order the engine's storeConfig gives (spec §9).
 * Empty sections are left out.
 */
export function autocompleteSections(
  results: AutocompleteResults,
  searchHref: (term: string) => string,
  order: readonly string[],
): AutocompleteSection[] {
  const sections: AutocompleteSection[] = [
    {
      kind: 'suggestions',
      options: results.suggestions.map((text, i) => ({
        kind: 'suggestion',
        id: `ac-suggestion-${i}`,
        text,
        href: searchHref(text),
      })),
    },
  ];
  for (const kind of order) {
    if (kind === 'categories')
      sections.push({
        kind,
        options: results.categories.map((category) => ({
          kind: 'category',
          id: `ac-category-${category.id}`,
          href: category.href,
          category,
        })),
      });
    if (kind === 'products')
      sections.push({
        kind,
        options: results.products.map((product, index) => ({
          kind: 'product',
          id: `ac-product-${product.id}`,
          href: product.href,
          index,
          product,
        })),
      });
    if (kind === 'cmsPages')
      sections.push({
        kind,
        options: results.cmsPages.map((page) => ({
          kind: 'cmsPage',
          id: `ac-page-${page.identifier}`,
          href: page.href,
          title: page.title,
        })),
      });
  }
  return sections.filter((section) => section.options.length > 0);
}
