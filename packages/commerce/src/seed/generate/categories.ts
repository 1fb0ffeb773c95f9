import { shopConstants } from '../../config/constants.ts';
import { CATEGORY_TREE, type CategoryNode } from '../data/categories.ts';
import type { Pictogram } from '../images/pictograms.ts';
import { nameImage } from '../images/naming.ts';
import type { ImageSpec } from '../images/specs.ts';
import { escapeXml, slugify } from '../slug.ts';
import type { CategoryRow } from './types.ts';
import { nameTranslations } from '../catalog-translations/translate.ts';
import type {
  CategoryTexts,
  CategoryTranslations,
  NameTranslations,
} from '../../catalog/localised-names.ts';
import { fillPhrase, type ProductTranslator } from '../product-translations/translate.ts';
import { perLocale, TRANSLATED_LOCALES } from './localise.ts';
import { categoryUrlClashes } from '../../catalog/category-urls.ts';

export interface CategoryIndex {
  rows: CategoryRow[];
  images: ImageSpec[];
  /** Category id by url path. */
  byPath: Map<string, number>;
  /** Longtail child id by parent id and child name. */
  longtail: Map<number, Map<string, number>>;
}

/** Flattens the tree depth-first; level 1 is the top menu, ids follow the walk. */
const META_DESCRIPTION =
  '{1} bestel je bij {2}: scherpe prijzen, deskundig advies en ook in onze winkels.';
const DEFAULT_DESCRIPTION =
  'Bekijk ons assortiment {1}: vergelijk de specificaties, lees reviews en kies wat bij je past.';

/**
 * A category's description, meta texts and buying advice in fr, de and en, from the same parts as
 * the Dutch: its name in that language and the phrase books' sentences.
 */
function categoryTexts(
  node: CategoryNode,
  translations: NameTranslations,
  translator: ProductTranslator,
): CategoryTranslations {
  const shop = shopConstants.store.name;
  return perLocale((locale): CategoryTexts => {
    const name = translations[locale] ?? node.name;
    const t = (dutch: string) => translator.text(dutch, locale);
    // German writes nouns with a capital inside a sentence; French and English do not.
    const inSentence = locale === 'de' ? name : name.toLowerCase();
    const description = node.description
      ? t(node.description)
      : translator.phrase(DEFAULT_DESCRIPTION, locale, [inSentence]);
    return {
      description: `<p>${escapeXml(description)}</p>`,
      // The products' meta title phrase, with the category's name translated within it.
      metaTitle: t(fillPhrase('{1} kopen? | {2}', [node.name, shop])),
      metaDescription: translator.phrase(META_DESCRIPTION, locale, [name, shop]),
      ...(node.advice
        ? {
            pagebuilderContent: JSON.stringify(
              adviceBlocks({
                heading: t(node.advice.heading),
                paragraphs: node.advice.paragraphs.map(t),
              }),
            ),
          }
        : {}),
    };
  });
}

export function buildCategories(translator: ProductTranslator): CategoryIndex {
  const index: CategoryIndex = { rows: [], images: [], byPath: new Map(), longtail: new Map() };
  const walk = (
    nodes: readonly CategoryNode[],
    parent: CategoryRow | null,
    inherited?: Pictogram,
  ) => {
    nodes.forEach((node, position) => {
      const urlKey = node.urlKey ?? slugify(node.name);
      const urlPath = parent ? `${parent.urlPath}/${urlKey}` : urlKey;
      const pictogram = node.pictogram ?? firstPictogram(node) ?? inherited ?? 'washer';
      const { file: image } = nameImage({
        kind: 'category',
        file: `catalog/category/${urlPath.replace(/\//g, '--')}`,
        pictogram,
      });
      const row: CategoryRow = {
        id: index.rows.length + 1,
        parentId: parent?.id ?? null,
        name: node.name,
        translations: nameTranslations(node.name),
        urlKey,
        urlPath,
        level: (parent?.level ?? 0) + 1,
        position: position + 1,
        includeInMenu: !node.longtail,
        longtail: Boolean(node.longtail),
        description: `<p>${escapeXml(node.description ?? fillPhrase(DEFAULT_DESCRIPTION, [node.name.toLowerCase()]))}</p>`,
        image,
        metaTitle: fillPhrase('{1} kopen? | {2}', [node.name, shopConstants.store.name]),
        metaDescription: fillPhrase(META_DESCRIPTION, [node.name, shopConstants.store.name]),
      };
      row.textTranslations = categoryTexts(node, row.translations ?? {}, translator);
      if (node.bannerColor) {
        Object.assign(row, banner(node, urlPath, node.bannerColor, index));
        addLocalBanners(row, node, translator, index);
      }
      if (node.advice) row.pagebuilderContent = JSON.stringify(adviceBlocks(node.advice));
      index.rows.push(row);
      index.images.push({ kind: 'category', file: image, pictogram });
      index.byPath.set(urlPath, row.id);
      if (node.longtail && parent) {
        const siblings = index.longtail.get(parent.id) ?? new Map<string, number>();
        siblings.set(node.name, row.id);
        index.longtail.set(parent.id, siblings);
      }
      walk(node.children ?? [], row, pictogram);
    });
  };
  walk(CATEGORY_TREE, null);
  addLocalUrlKeys(index.rows);
  return index;
}

/**
 * fr, de and en url keys slugged from the translated names (ADR 0042), so `/fr/electromenager/…`
 * exists. A key whose path would be another category's path in some language (two siblings
 * whose names read the same there, or a path another language already uses) gets the Dutch key
 * after it, then a number; a key equal to the Dutch one is not stored (the Dutch one is used).
 */
function addLocalUrlKeys(rows: CategoryRow[]): void {
  for (const row of rows) {
    for (const locale of TRANSLATED_LOCALES) {
      const name = row.translations?.[locale];
      const key = name ? slugify(name) : '';
      if (!key || key === row.urlKey) continue;
      const texts = (row.textTranslations ??= {});
      texts[locale] = { ...texts[locale], urlKey: key };
    }
  }
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (let round = 2; round < 10; round++) {
    const clashes = categoryUrlClashes(rows);
    if (clashes.length === 0) return;
    for (const clash of clashes) {
      const row = byId.get(clash.categoryId)!;
      if (clash.locale === 'nl') continue; // Dutch paths are the tree's own, unique by design
      const own = row.textTranslations?.[clash.locale]?.urlKey;
      if (!own) continue;
      const base = own.replace(new RegExp(`-${row.urlKey}(-\\d+)?$`), '');
      const next = round === 2 ? `${base}-${row.urlKey}` : `${base}-${row.urlKey}-${round}`;
      row.textTranslations![clash.locale] = {
        ...row.textTranslations![clash.locale],
        urlKey: next,
      };
    }
  }
  throw new Error('The demo categories keep clashing url paths per language.');
}

function firstPictogram(node: CategoryNode): Pictogram | undefined {
  for (const child of node.children ?? []) {
    const found = child.pictogram ?? firstPictogram(child);
    if (found) return found;
  }
  return undefined;
}

/** Desktop and mobile banners of a top-level category, linking to its first subcategory. */
function banner(node: CategoryNode, urlPath: string, color: string, index: CategoryIndex) {
  const [desktop, mobile] = bannerImages(node, urlPath, color, index, {
    title: node.name,
    subtitle: node.description ?? '',
  });
  const first = node.children?.[0];
  return {
    bannerDesktop: desktop,
    bannerMobile: mobile,
    bannerPosition: 1,
    bannerLink: first ? `/${urlPath}/${first.urlKey ?? slugify(first.name)}` : `/${urlPath}`,
  };
}

/**
 * A banner's words are drawn into its picture, so each language has pictures of its own with the
 * category's name and description in it; the link and position are the Dutch banner's.
 */
function addLocalBanners(
  row: CategoryRow,
  node: CategoryNode,
  translator: ProductTranslator,
  index: CategoryIndex,
): void {
  const texts = row.textTranslations ?? {};
  for (const locale of TRANSLATED_LOCALES) {
    const [desktop, mobile] = bannerImages(node, row.urlPath, node.bannerColor!, index, {
      title: row.translations?.[locale] ?? node.name,
      subtitle: node.description ? translator.text(node.description, locale) : '',
      suffix: `-${locale}`,
    });
    texts[locale] = { ...texts[locale], bannerDesktop: desktop, bannerMobile: mobile };
  }
  row.textTranslations = texts;
}

function bannerImages(
  node: CategoryNode,
  urlPath: string,
  color: string,
  index: CategoryIndex,
  words: { title: string; subtitle: string; suffix?: string },
): [string, string] {
  // One pictogram per subcategory first, so the banner shows the breadth of the category.
  const firsts = (node.children ?? []).flatMap(
    (child) => child.pictogram ?? firstPictogram(child) ?? [],
  );
  const pictograms = [...new Set([...firsts, ...descendantPictograms(node)])];
  const [desktop, mobile] = (['desktop', 'mobile'] as const).map((layout) => {
    const image = nameImage({
      kind: 'banner',
      file: `catalog/category/banner-${urlPath}-${layout}${words.suffix ?? ''}`,
      title: words.title,
      subtitle: words.subtitle,
      color,
      pictograms,
      layout,
    });
    index.images.push(image);
    return image.file;
  });
  return [desktop!, mobile!];
}

function descendantPictograms(node: CategoryNode): Pictogram[] {
  return (node.children ?? []).flatMap((child) => [
    ...(child.pictogram ? [child.pictogram] : []),
    ...descendantPictograms(child),
  ]);
}

/** The page-builder blocks of a category's buying advice (content module block format). */
function adviceBlocks(advice: NonNullable<CategoryNode['advice']>) {
  return [
    { id: 'heading-1', type: 'heading', text: advice.heading, level: 2 },
    {
      id: 'text-1',
      type: 'text',
      html: advice.paragraphs.map((paragraph) => `<p>${escapeXml(paragraph)}</p>`).join(''),
    },
  ];
}
