/**
 * The page-builder blocks of `blocks.ts` as a zod schema: every block type with its own fields,
 * checked recursively and bounded (string lengths, list sizes, nesting depth, blocks per page),
 * so a page document the shop owner edits by hand is refused before it reaches the shop.
 * `block-schema.test.ts` checks at the type level that it agrees with `ContentBlock`.
 */
import { z } from 'zod';
import type { ContentBlock } from './blocks.ts';

/** Bounds of a page's content; generous for a hand-made page, small for a hostile one. */
export const blockBounds = {
  /** Levels of blocks, the page's own list counting as the first. */
  maxDepth: 8,
  /** Blocks in one list (a page's top level, or one container's children). */
  maxListLength: 200,
  /** Blocks in a whole page, at every level together. */
  maxBlocksPerPage: 2_000,
  idLength: 100,
  shortText: 500,
  longText: 10_000,
  html: 100_000,
  url: 2_048,
  listItems: 100,
} as const;

const b = blockBounds;
const shortText = z.string().max(b.shortText);
const longText = z.string().max(b.longText);
const html = z.string().max(b.html);
const url = z.string().min(1).max(b.url);
const pixels = z.number().int().positive().max(20_000);
const headingLevel = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
]);
const alignment = z.enum(['left', 'center', 'right']);
const columnsPerWidth = z.strictObject({
  mobile: z.number().int().min(1).max(12).optional(),
  tablet: z.number().int().min(1).max(12).optional(),
  desktop: z.number().int().min(1).max(12).optional(),
});

export const blockMediaSchema = z.strictObject({
  desktopImage: url,
  mobileImage: url.optional(),
  alt: shortText.optional(),
  title: shortText.optional(),
  width: pixels.optional(),
  height: pixels.optional(),
  mobileWidth: pixels.optional(),
  mobileHeight: pixels.optional(),
});

export const blockLinkSchema = z.strictObject({
  href: url,
  target: z.enum(['_self', '_blank']).optional(),
});

export const blockButtonSchema = z.strictObject({
  label: shortText.min(1),
  type: z.enum(['primary', 'secondary', 'link']).optional(),
});

const overlay = z.strictObject({
  show: z.boolean(),
  position: z.enum(['left', 'center', 'right', 'poster']),
  backgroundColor: z.string().max(64).optional(),
});

const sliderOptions = z.strictObject({
  autoplay: z.boolean(),
  autoplaySpeed: z.number().int().min(500).max(60_000),
  fade: z.boolean(),
  infinite: z.boolean(),
  showArrows: z.boolean(),
  showDots: z.boolean(),
});

const rowOptions = z.strictObject({
  horizontal: z.boolean().optional(),
  slideDesktop: z.boolean().optional(),
  slideMobile: z.boolean().optional(),
  columns: columnsPerWidth.optional(),
});

const common = {
  id: z.string().min(1).max(b.idLength),
  appearance: z
    .enum([
      'default',
      'carousel',
      'contained',
      'full-width',
      'collage-left',
      'collage-centered',
      'collage-right',
      'poster',
    ])
    .optional(),
  media: blockMediaSchema.optional(),
  link: blockLinkSchema.optional(),
  button: blockButtonSchema.optional(),
  pgIds: z.array(z.string().min(1).max(b.idLength)).max(b.listItems).optional(),
  dataAttributes: z
    .record(
      z.string().regex(/^[a-z][a-z0-9-]{0,49}$/, 'lowercase letters, digits and -'),
      shortText,
    )
    .refine((record) => Object.keys(record).length <= 20, 'at most 20 data attributes')
    .optional(),
};

/** The block types without children; the same at every depth. */
const leafBlocks = [
  z.strictObject({ type: z.literal('text'), ...common, html }),
  z.strictObject({
    type: z.literal('heading'),
    ...common,
    text: shortText.min(1),
    level: headingLevel.optional(),
  }),
  z.strictObject({
    type: z.literal('image'),
    ...common,
    media: blockMediaSchema,
    caption: shortText.optional(),
  }),
  z.strictObject({
    type: z.literal('banner'),
    ...common,
    media: blockMediaSchema,
    title: shortText.optional(),
    text: longText.optional(),
    overlay: overlay.optional(),
  }),
  z.strictObject({
    type: z.literal('button-item'),
    ...common,
    button: blockButtonSchema,
    link: blockLinkSchema,
  }),
  z.strictObject({
    type: z.literal('slide'),
    ...common,
    media: blockMediaSchema,
    title: shortText.optional(),
    text: longText.optional(),
    overlay: overlay.optional(),
  }),
  ...(['products', 'products-carousel'] as const).map((type) =>
    z.strictObject({
      type: z.literal(type),
      ...common,
      title: shortText.optional(),
      source: z.strictObject({
        urlKeys: z.array(z.string().min(1).max(255)).max(b.listItems).optional(),
        categoryId: z.string().min(1).max(b.idLength).optional(),
        pageSize: z.number().int().min(1).max(100).optional(),
      }),
    }),
  ),
  z.strictObject({
    type: z.literal('usp'),
    ...common,
    items: z
      .array(
        z.strictObject({
          icon: z.string().max(100).optional(),
          title: shortText.min(1),
          text: longText.optional(),
        }),
      )
      .max(b.listItems),
  }),
  z.strictObject({
    type: z.literal('divider'),
    ...common,
    color: z.string().max(64).optional(),
    thickness: z.number().int().min(1).max(64).optional(),
  }),
  z.strictObject({ type: z.literal('weekdeals'), ...common, title: shortText.optional() }),
  z.strictObject({ type: z.literal('html'), ...common, html }),
  z.strictObject({
    type: z.literal('video'),
    ...common,
    src: url,
    fallback: url.optional(),
    title: shortText.optional(),
    config: z
      .strictObject({
        autoplay: z.boolean().optional(),
        muted: z.boolean().optional(),
        loop: z.boolean().optional(),
        controls: z.boolean().optional(),
      })
      .optional(),
  }),
  z.strictObject({
    type: z.literal('map'),
    ...common,
    locations: z
      .array(
        z.strictObject({
          name: shortText.min(1),
          country: z
            .string()
            .regex(/^[A-Z]{2}$/, 'two capital letters (ISO 3166-1)')
            .optional(),
          position: z.strictObject({
            latitude: z.number().min(-90).max(90),
            longitude: z.number().min(-180).max(180),
          }),
          href: url.optional(),
        }),
      )
      .max(b.listItems),
    showControls: z.boolean().optional(),
    zoom: z.number().int().min(1).max(18).optional(),
    title: shortText.optional(),
  }),
  z.strictObject({
    type: z.literal('experius-grid-item'),
    ...common,
    title: shortText.optional(),
    text: longText.optional(),
    span: z.union([z.literal(1), z.literal(2)]).optional(),
  }),
  z.strictObject({
    type: z.literal('form'),
    ...common,
    form: z.enum(['contact', 'newsletter']),
    title: shortText.optional(),
    text: longText.optional(),
  }),
  z.strictObject({
    type: z.literal('faq'),
    ...common,
    title: shortText.optional(),
    items: z
      .array(z.strictObject({ question: shortText.min(1), answer: longText.min(1) }))
      .max(b.listItems),
  }),
  z.strictObject({
    type: z.literal('notification'),
    ...common,
    text: longText.min(1),
    variant: z.enum(['info', 'success', 'warning', 'error']).optional(),
    dismissible: z.boolean().optional(),
  }),
  z.strictObject({
    type: z.literal('campaign'),
    ...common,
    title: shortText.min(1),
    text: longText.optional(),
    endDate: z.iso.datetime({ offset: true }).optional(),
    theme: z.enum(['dark', 'light']).optional(),
  }),
  z.strictObject({
    type: z.literal('category'),
    ...common,
    title: shortText.optional(),
    categoryIds: z.array(z.string().min(1).max(b.idLength)).min(1).max(b.listItems),
  }),
  z.strictObject({
    type: z.literal('quote'),
    ...common,
    text: longText.min(1),
    author: shortText.optional(),
    role: shortText.optional(),
  }),
  z.strictObject({
    type: z.literal('title'),
    ...common,
    text: shortText.min(1),
    subtitle: shortText.optional(),
    level: headingLevel.optional(),
    alignment: alignment.optional(),
  }),
] as const;

/**
 * The block types that hold children, with the schema of their children given: each nesting
 * level gets its own schema, so depth is bounded by construction rather than by a later walk.
 */
function containerBlocks(children: z.ZodType<ContentBlock[]>) {
  return [
    z.strictObject({
      type: z.literal('row'),
      ...common,
      title: shortText.optional(),
      options: rowOptions.optional(),
      children,
    }),
    z.strictObject({
      type: z.literal('column'),
      ...common,
      width: z.number().gt(0).max(1).optional(),
      children,
    }),
    z.strictObject({
      type: z.literal('buttons'),
      ...common,
      alignment: alignment.optional(),
      children,
    }),
    z.strictObject({ type: z.literal('slider'), ...common, options: sliderOptions, children }),
    z.strictObject({
      type: z.literal('experius-grid'),
      ...common,
      title: shortText.optional(),
      columns: columnsPerWidth.optional(),
      children,
    }),
  ] as const;
}

/** Children of a container at the deepest level: the nesting bound is reached. */
const noDeeperChildren = z
  .array(z.never())
  .max(0, `blocks nest at most ${b.maxDepth} levels deep`) as unknown as z.ZodType<ContentBlock[]>;

function blockAtLevel(levelsBelow: number): z.ZodType<ContentBlock> {
  const children =
    levelsBelow === 0
      ? noDeeperChildren
      : z.array(blockAtLevel(levelsBelow - 1)).max(b.maxListLength);
  return z.discriminatedUnion('type', [
    ...leafBlocks,
    ...containerBlocks(children),
  ]) as unknown as z.ZodType<ContentBlock>;
}

// The schemas as zod infers them, kept for the type-level agreement test with `blocks.ts`.
const _inferredBlock = z.discriminatedUnion('type', [
  ...leafBlocks,
  ...containerBlocks(z.array(z.custom<ContentBlock>())),
]);
/** One block as the schema reads it (children typed as `ContentBlock`). */
export type SchemaBlock = z.infer<typeof _inferredBlock>;

/** Any block at the top of a page, with up to `maxDepth - 1` levels of children below it. */
export const contentBlockSchema: z.ZodType<ContentBlock> = blockAtLevel(b.maxDepth - 1);

function countBlocks(blocks: readonly ContentBlock[]): number {
  let count = 0;
  for (const block of blocks) {
    count += 1;
    if ('children' in block) count += countBlocks(block.children);
  }
  return count;
}

/** A page's content: a bounded list of blocks, at most `maxBlocksPerPage` in all. */
export const pageContentSchema = z
  .array(contentBlockSchema)
  .max(b.maxListLength)
  .refine(
    (blocks) => countBlocks(blocks) <= b.maxBlocksPerPage,
    `a page holds at most ${b.maxBlocksPerPage} blocks`,
  );
