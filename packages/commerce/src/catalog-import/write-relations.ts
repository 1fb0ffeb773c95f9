import { sql } from 'drizzle-orm';
import type { ProductDraft } from './import-model.ts';
import { imageTranslations, optionTranslations, videoTranslations } from './store-view-texts.ts';
import type { Transaction } from './write-attributes.ts';
import { replaceProductRows } from './write-rows.ts';

/** Products whose relations are replaced with one statement per table. */
const RELATIONS_CHUNK = 2_000;

const PRODUCT_CATEGORIES = {
  table: 'product_categories',
  columns: { product_id: 'int', category_id: 'int', position: 'int' },
} as const;
const PRODUCT_MEDIA = {
  table: 'product_media',
  columns: {
    product_id: 'int',
    position: 'int',
    label: 'text',
    file: 'text',
    translations: 'jsonb',
  },
} as const;
/** Videos come after the images in the gallery, whose positions start at 0. */
const FIRST_VIDEO_POSITION = 1_000;
const PRODUCT_VIDEOS = {
  table: 'product_media',
  columns: {
    product_id: 'int',
    position: 'int',
    label: 'text',
    file: 'text',
    media_type: 'text',
    video_url: 'text',
    video_title: 'text',
    translations: 'jsonb',
  },
} as const;
const PRODUCT_LINKS = {
  table: 'product_links',
  columns: { product_id: 'int', linked_product_id: 'int', link_type: 'text', position: 'int' },
} as const;
const CONFIGURABLE_OPTIONS = {
  table: 'configurable_options',
  columns: {
    product_id: 'int',
    attribute_code: 'text',
    label: 'text',
    translations: 'jsonb',
    position: 'int',
  },
} as const;

type Rows = Record<string, string | number | object | null>[];

/**
 * Categories, images, links and configurable options of the products whose row fills them;
 * each is replaced as a whole, so the same file gives the same rows again. Written a chunk of
 * products at a time: one delete and one insert per table, not a statement per product.
 */
export async function writeRelations(
  tx: Transaction,
  drafts: readonly ProductDraft[],
  ids: Map<string, number>,
  categoryId: (path: readonly string[]) => number | undefined,
  imageFiles: ReadonlyMap<string, string>,
  labelOf: (code: string) => string,
): Promise<void> {
  for (let start = 0; start < drafts.length; start += RELATIONS_CHUNK) {
    const replaced = {
      categories: { ids: [] as number[], rows: [] as Rows },
      media: { ids: [] as number[], rows: [] as Rows },
      videos: { ids: [] as number[], rows: [] as Rows },
      related: { ids: [] as number[], rows: [] as Rows },
      upsell: { ids: [] as number[], rows: [] as Rows },
      options: { ids: [] as number[], rows: [] as Rows },
    };
    for (const draft of drafts.slice(start, start + RELATIONS_CHUNK)) {
      const productId = ids.get(draft.sku)!;
      if (draft.categories) {
        const assigned = [...new Set(draft.categories.map(categoryId))].filter(
          (id): id is number => id !== undefined,
        );
        replaced.categories.ids.push(productId);
        for (const id of assigned)
          replaced.categories.rows.push({ product_id: productId, category_id: id, position: 0 });
      }
      const images = (draft.images ?? []).filter((image) => imageFiles.has(image.source));
      if (images.length > 0) {
        const local = imageTranslations(draft);
        replaced.media.ids.push(productId);
        images.forEach((image, position) =>
          replaced.media.rows.push({
            product_id: productId,
            position,
            label: image.label ?? null,
            file: imageFiles.get(image.source)!,
            translations: local.get(image.source) ?? null,
          }),
        );
      }
      if (draft.videos) {
        const local = videoTranslations(draft);
        replaced.videos.ids.push(productId);
        draft.videos.forEach((video, index) =>
          replaced.videos.rows.push({
            product_id: productId,
            position: FIRST_VIDEO_POSITION + index,
            label: video.label,
            // Its still is the product's main image, set below once the images are written.
            file: '',
            media_type: 'external-video',
            video_url: video.url,
            video_title: video.title,
            translations: local.get(video.url) ?? null,
          }),
        );
      }
      for (const [type, skus] of [
        ['related', draft.related],
        ['upsell', draft.upsell],
      ] as const) {
        if (!skus) continue;
        const linked = [...new Set(skus.map((sku) => ids.get(sku)))].filter(
          (id): id is number => id !== undefined && id !== productId,
        );
        replaced[type].ids.push(productId);
        linked.forEach((linkedProductId, position) =>
          replaced[type].rows.push({
            product_id: productId,
            linked_product_id: linkedProductId,
            link_type: type,
            position,
          }),
        );
      }
      if (draft.variations) {
        const codes = [...(draft.variations[0]?.values.keys() ?? [])];
        replaced.options.ids.push(productId);
        codes.forEach((code, index) =>
          replaced.options.rows.push({
            product_id: productId,
            attribute_code: code,
            label: draft.variationLabels?.get(code) || labelOf(code),
            translations: optionTranslations(draft, code),
            position: index + 1,
          }),
        );
      }
    }
    const { categories, media, videos, related, upsell, options } = replaced;
    await replaceProductRows(tx, PRODUCT_CATEGORIES, categories.ids, categories.rows);
    // Images and videos are replaced apart: a row that names images keeps the product's videos.
    await replaceProductRows(
      tx,
      PRODUCT_MEDIA,
      media.ids,
      media.rows,
      sql` and media_type = 'image'`,
    );
    await replaceProductRows(
      tx,
      PRODUCT_VIDEOS,
      videos.ids,
      videos.rows,
      sql` and media_type = 'external-video'`,
    );
    await videoStills(tx, [...new Set([...media.ids, ...videos.ids])]);
    for (const [type, { ids: linkIds, rows }] of [
      ['related', related],
      ['upsell', upsell],
    ] as const) {
      await replaceProductRows(tx, PRODUCT_LINKS, linkIds, rows, sql` and link_type = ${type}`);
    }
    await replaceProductRows(tx, CONFIGURABLE_OPTIONS, options.ids, options.rows);
  }
}

/**
 * A video's still is its product's main image (the first shown one), as the demo shop's are:
 * Magento's file gives no preview image for external videos.
 */
async function videoStills(tx: Transaction, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  await tx.execute(sql`
    update product_media as video set file = coalesce((
      select image.file from product_media as image
      where image.product_id = video.product_id and image.media_type = 'image'
        and not image.disabled
      order by image.position, image.id limit 1), '')
    where video.media_type = 'external-video'
      and video.product_id = any(${sql.param([...productIds])}::int[])`);
}
