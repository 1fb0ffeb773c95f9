/**
 * Page-builder content as the engine stores and serves it (spec §2 block types, §3 block fields).
 *
 * A page is a list of blocks; container blocks (row, column, buttons, slider) hold children.
 * The engine serves the blocks as JSON; the storefront converts each one and skips (and logs)
 * any block it cannot convert (spec §8). These types are the contract between the two.
 */

export const BLOCK_TYPES = [
  'row',
  'column',
  'text',
  'heading',
  'image',
  'video',
  'slider',
  'slide',
  'banner',
  'buttons',
  'button-item',
  'products',
  'products-carousel',
  'map',
  'experius-grid',
  'experius-grid-item',
  'form',
  'usp',
  'faq',
  'notification',
  'campaign',
  'category',
  'html',
  'quote',
  'title',
  'weekdeals',
  'divider',
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** spec §4 Content: appearance values. */
export type BlockAppearance =
  | 'default'
  | 'carousel'
  | 'contained'
  | 'full-width'
  | 'collage-left'
  | 'collage-centered'
  | 'collage-right'
  | 'poster';

export interface BlockMedia {
  desktopImage: string;
  mobileImage?: string;
  alt?: string;
  title?: string;
  width?: number;
  height?: number;
  /** Size of the mobile image when it differs (art direction), so space is reserved right. */
  mobileWidth?: number;
  mobileHeight?: number;
}

export interface BlockLink {
  href: string;
  target?: '_self' | '_blank';
}

export interface BlockButton {
  label: string;
  /** spec §9: default primary. */
  type?: 'primary' | 'secondary' | 'link';
}

/** spec §3 Overlay: show, position (left, center, right, poster), backgroundColor. */
export interface BlockOverlay {
  show: boolean;
  position: 'left' | 'center' | 'right' | 'poster';
  backgroundColor?: string;
}

/** spec §3 Slider options. */
export interface SliderOptions {
  autoplay: boolean;
  /** Milliseconds between slides when autoplay is on. */
  autoplaySpeed: number;
  fade: boolean;
  infinite: boolean;
  showArrows: boolean;
  showDots: boolean;
}

/** spec §3 Row options; columns default to 1 per breakpoint. */
export interface RowOptions {
  horizontal?: boolean;
  slideDesktop?: boolean;
  slideMobile?: boolean;
  columns?: { mobile?: number; tablet?: number; desktop?: number };
}

interface BlockCommon {
  /** Stable id within the page (used as React key and in analytics). */
  id: string;
  appearance?: BlockAppearance;
  media?: BlockMedia;
  link?: BlockLink;
  button?: BlockButton;
  pgIds?: string[];
  dataAttributes?: Record<string, string>;
}

export interface RowBlock extends BlockCommon {
  type: 'row';
  title?: string;
  options?: RowOptions;
  children: ContentBlock[];
}
export interface ColumnBlock extends BlockCommon {
  type: 'column';
  /** Share of the row, e.g. 0.5; absent means the row's column count decides. */
  width?: number;
  children: ContentBlock[];
}
export interface TextBlock extends BlockCommon {
  type: 'text';
  /** Sanitised by the storefront before it is rendered. */
  html: string;
}
export interface HeadingBlock extends BlockCommon {
  type: 'heading';
  text: string;
  /** spec §9: default h2. */
  level?: 1 | 2 | 3 | 4 | 5 | 6;
}
export interface ImageBlock extends BlockCommon {
  type: 'image';
  media: BlockMedia;
  caption?: string;
}
export interface BannerBlock extends BlockCommon {
  type: 'banner';
  media: BlockMedia;
  title?: string;
  text?: string;
  overlay?: BlockOverlay;
}
export interface ButtonsBlock extends BlockCommon {
  type: 'buttons';
  alignment?: 'left' | 'center' | 'right';
  children: ContentBlock[];
}
export interface ButtonItemBlock extends BlockCommon {
  type: 'button-item';
  button: BlockButton;
  link: BlockLink;
}
export interface SliderBlock extends BlockCommon {
  type: 'slider';
  options: SliderOptions;
  children: ContentBlock[];
}
export interface SlideBlock extends BlockCommon {
  type: 'slide';
  media: BlockMedia;
  title?: string;
  text?: string;
  overlay?: BlockOverlay;
}
/** Products by url key (spec §7 products block) or by category id. */
export interface ProductsSource {
  urlKeys?: string[];
  categoryId?: string;
  pageSize?: number;
}
export interface ProductsBlock extends BlockCommon {
  type: 'products' | 'products-carousel';
  title?: string;
  source: ProductsSource;
}
export interface UspBlock extends BlockCommon {
  type: 'usp';
  items: { icon?: string; title: string; text?: string }[];
}
export interface DividerBlock extends BlockCommon {
  type: 'divider';
  color?: string;
  thickness?: number;
}
/** Shows the active weekly deal (GraphQL `activeDeal`). */
export interface WeekdealsBlock extends BlockCommon {
  type: 'weekdeals';
  title?: string;
}
export interface HtmlBlock extends BlockCommon {
  type: 'html';
  html: string;
}

export type ContentBlock =
  | RowBlock
  | ColumnBlock
  | TextBlock
  | HeadingBlock
  | ImageBlock
  | BannerBlock
  | ButtonsBlock
  | ButtonItemBlock
  | SliderBlock
  | SlideBlock
  | ProductsBlock
  | UspBlock
  | DividerBlock
  | WeekdealsBlock
  | HtmlBlock;

export interface CmsPageRecord {
  identifier: string;
  urlKey: string;
  title: string;
  metaTitle: string | null;
  metaDescription: string | null;
  /** Blocks as stored; may hold blocks a storefront cannot render. */
  content: unknown[];
  updatedAt: string;
}
