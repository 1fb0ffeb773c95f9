import type { BlockMedia, ContentBlock } from '../../content/blocks.ts';

export interface BlocksSeedInput {
  /** url keys of real, listable products. */
  featuredUrlKeys: string[];
  /** A category with many products (for the products carousel). */
  carouselCategory: { id: number; name: string; urlPath: string } | null;
  /** Top-level categories (menu order) with their ids. */
  topCategories: { id: string; name: string; urlPath: string }[];
}

/** A picture of the demo set (wysiwyg/home), with its size and alternative text. */
export const media = (
  name: string,
  width: number,
  height: number,
  alt: string,
  extra: Partial<BlockMedia> = {},
): BlockMedia => ({
  desktopImage: `{{media url=wysiwyg/home/${name}}}`,
  alt,
  width,
  height,
  ...extra,
});

/** A public demo video (Blender Foundation, CC BY): loaded only when a visitor clicks play. */
export const DEMO_VIDEO = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';

type TopCategory = BlocksSeedInput['topCategories'][number];

/** What the sections of the `blocks` page share: the input, the day and the pictured categories. */
export interface BlocksPageContext {
  input: BlocksSeedInput;
  now: Date;
  first: TopCategory | undefined;
  second: TopCategory | undefined;
  third: TopCategory | undefined;
  categoryLink: (category: { urlPath: string } | undefined) => string;
  /** A title block that opens a section of the page. */
  section: (id: string, text: string, subtitle: string) => ContentBlock;
}

export function blocksPageContext(input: BlocksSeedInput, now: Date): BlocksPageContext {
  // The demo pictures show a washer, a television and a boxing glove: each goes with the top
  // category it pictures, when the catalogue has it.
  const pictured = (name: string, fallback: number) =>
    input.topCategories.find((category) => category.name === name) ?? input.topCategories[fallback];
  const first = pictured('Huishouden', 0);
  const second = pictured('Beeld & geluid', 1);
  const third = pictured('Sport', 2);
  const categoryLink = (category: { urlPath: string } | undefined) => `/${category?.urlPath ?? ''}`;
  const section = (id: string, text: string, subtitle: string): ContentBlock => ({
    id: `title-${id}`,
    type: 'title',
    text,
    subtitle,
  });
  return { input, now, first, second, third, categoryLink, section };
}
