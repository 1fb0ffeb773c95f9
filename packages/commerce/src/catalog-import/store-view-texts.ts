/**
 * What store-view rows give beside the product's texts, checked against the row without store
 * view and turned into the shop's per-language texts: image labels go with the images of the
 * admin row, video texts with its videos, option labels with its variations, display-text values with the product.
 */
import type { MediaTranslations, NameTranslations } from '../catalog/localised-names.ts';
import type { ImportIssue, OtherLocale, ProductDraft, StoreViewDraft } from './import-model.ts';
import { IMAGE_COLUMNS, imageLabels } from './read-images.ts';

type Problem = Omit<ImportIssue, 'sku'>;

function views(draft: ProductDraft): [OtherLocale, StoreViewDraft][] {
  return Object.entries(draft.storeViews ?? {}) as [OtherLocale, StoreViewDraft][];
}

/** Each image's label per language, by the image's source cell; problems where they do not fit. */
function resolveImages(draft: ProductDraft): {
  labels: Map<string, MediaTranslations>;
  problems: Problem[];
} {
  const labels = new Map<string, MediaTranslations>();
  const problems: Problem[] = [];
  const set = (source: string, locale: OtherLocale, label: string | null | undefined) => {
    if (!label?.trim()) return;
    labels.set(source, { ...labels.get(source), [locale]: { label: label.trim() } });
  };
  for (const [locale, view] of views(draft)) {
    if (!view.images && !view.imageLabels) continue;
    const gallery = draft.images;
    if (!gallery) {
      problems.push({
        row: view.row,
        column: view.images?.[0]?.column ?? 'base_image_label',
        code: 'STORE_VIEW_WITHOUT_IMAGES',
        message: `the store view (${locale}) labels images, but the row without store view names none to label: give the images there`,
      });
      continue;
    }
    for (const image of view.images ?? []) {
      if (!gallery.some((own) => own.source === image.source)) {
        problems.push({
          row: view.row,
          column: image.column,
          code: 'STORE_VIEW_IMAGE_UNKNOWN',
          message: `the image ${image.source} is not one of the images of the row without store view; a store view only labels those`,
        });
      } else set(image.source, locale, image.label);
    }
    if (!view.imageLabels) continue;
    const { columns, additional } = view.imageLabels;
    for (const image of gallery) {
      const column = IMAGE_COLUMNS.find((name) => name === image.column);
      if (column) set(image.source, locale, columns[column]);
    }
    const more = gallery.filter((image) => image.column === 'additional_images');
    const texts = additional === undefined ? [] : imageLabels(additional, more.length);
    if (texts.length > more.length) {
      problems.push({
        row: view.row,
        column: 'additional_image_labels',
        code: 'STORE_VIEW_LABEL_COUNT',
        message: `the store view (${locale}) gives ${texts.length} additional image labels for the ${more.length} additional images of the row without store view`,
      });
      continue;
    }
    more.forEach((image, index) => set(image.source, locale, texts[index]));
  }
  return { labels, problems };
}

/** Each video's title and label per language, by its url; problems where they do not fit. */
function resolveVideos(draft: ProductDraft): {
  texts: Map<string, MediaTranslations>;
  problems: Problem[];
} {
  const texts = new Map<string, MediaTranslations>();
  const problems: Problem[] = [];
  for (const [locale, view] of views(draft)) {
    if (!view.videos?.length) continue;
    if (!draft.videos) {
      problems.push({
        row: view.row,
        column: 'product_videos',
        code: 'STORE_VIEW_WITHOUT_VIDEOS',
        message: `the store view (${locale}) gives video texts, but the row without store view gives no product_videos: give the videos there`,
      });
      continue;
    }
    const own = new Set(draft.videos.map((video) => video.url));
    for (const video of view.videos) {
      if (!own.has(video.url)) {
        problems.push({
          row: view.row,
          column: 'product_videos',
          code: 'STORE_VIEW_VIDEO_UNKNOWN',
          message: `the video ${video.url} is not one of the videos of the row without store view; a store view only gives their texts`,
        });
        continue;
      }
      const local = {
        ...(video.title ? { videoTitle: video.title } : {}),
        ...(video.label ? { label: video.label } : {}),
      };
      if (Object.keys(local).length > 0) {
        texts.set(video.url, { ...texts.get(video.url), [locale]: local });
      }
    }
  }
  return { texts, problems };
}

/** What is wrong with a draft's store-view rows, as row errors. */
export function storeViewProblems(draft: ProductDraft): Problem[] {
  const problems = [...resolveImages(draft).problems, ...resolveVideos(draft).problems];
  const codes = new Set(draft.variations?.[0]?.values.keys());
  const uspCodes = new Set(draft.usps?.map((usp) => usp.code));
  for (const [locale, view] of views(draft)) {
    // A language's selling points translate the Dutch ones: the same codes, no others.
    const points = draft.translations[locale]?.usps ?? [];
    if (points.length > 0 && !draft.usps) {
      problems.push({
        row: view.row,
        column: 'product_usps',
        code: 'STORE_VIEW_WITHOUT_USPS',
        message: `the store view (${locale}) gives selling points, but the row without store view gives no product_usps to translate`,
      });
    }
    for (const usp of draft.usps ? points : []) {
      if (!uspCodes.has(usp.code)) {
        problems.push({
          row: view.row,
          column: 'product_usps',
          code: 'STORE_VIEW_USP_UNKNOWN',
          message: `the store view (${locale}) gives the selling point ${usp.code}, which the row without store view does not have (${[...uspCodes].join(', ') || 'none'})`,
        });
      }
    }
    for (const code of view.variationLabels?.keys() ?? []) {
      if (!draft.variations) {
        problems.push({
          row: view.row,
          column: 'configurable_variation_labels',
          code: 'STORE_VIEW_WITHOUT_VARIATIONS',
          message: `the store view (${locale}) names the option ${code}, but the row without store view gives no configurable_variations`,
        });
        break;
      }
      if (!codes.has(code)) {
        problems.push({
          row: view.row,
          column: 'configurable_variation_labels',
          code: 'UNKNOWN_ATTRIBUTE',
          message: `${code} is not an attribute of the variations`,
        });
      }
    }
  }
  return problems;
}

/** Each image's label per language, by its source cell (the checks have passed). */
export function imageTranslations(draft: ProductDraft): Map<string, MediaTranslations> {
  return resolveImages(draft).labels;
}

/** Each video's title and label per language, by its url (the checks have passed). */
export function videoTranslations(draft: ProductDraft): Map<string, MediaTranslations> {
  return resolveVideos(draft).texts;
}

/** A configurable option's label per language, or null when no store view names it. */
export function optionTranslations(draft: ProductDraft, code: string): NameTranslations | null {
  const translations: NameTranslations = {};
  for (const [locale, view] of views(draft)) {
    const label = view.variationLabels?.get(code);
    if (label) translations[locale] = label;
  }
  return Object.keys(translations).length > 0 ? translations : null;
}

/**
 * Display-text values per language from the store views' `additional_attributes`; an option
 * attribute's value is the same in every language (its options carry the translations).
 */
export function attributeTexts(
  draft: ProductDraft,
  optionCodes: ReadonlySet<string>,
): Partial<Record<OtherLocale, Record<string, string>>> {
  const texts: Partial<Record<OtherLocale, Record<string, string>>> = {};
  for (const [locale, view] of views(draft)) {
    for (const [code, values] of view.attributes ?? []) {
      if (optionCodes.has(code)) continue;
      (texts[locale] ??= {})[code] = values.join(', ');
    }
  }
  return texts;
}
