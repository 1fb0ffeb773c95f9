import type { ShopLocale } from './localised.ts';
import type { CmsPageTexts } from './schema.ts';
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

/**
 * spec §4 Content: appearance values. Rows are `contained` (within the page width, the default)
 * or `full-width`; banners and slides are `poster` or `collage-left|centered|right` (the text
 * panel overlaps the image on that side); `carousel` turns a products block into a carousel.
 */
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

/** spec §3 Video config. A video plays by itself only with `autoplay` (spec §4). */
export interface VideoConfig {
  autoplay?: boolean;
  /** Autoplaying videos are always muted (browsers refuse otherwise). */
  muted?: boolean;
  loop?: boolean;
  /** Show the player's controls (default true). */
  controls?: boolean;
}
/**
 * spec §3 Video: `src` is a YouTube or Vimeo page URL or a video file (mp4/webm); `fallback` is
 * the poster image shown as the light preview and when the video cannot play.
 */
export interface VideoBlock extends BlockCommon {
  type: 'video';
  src: string;
  fallback?: string;
  title?: string;
  config?: VideoConfig;
}
/** spec §3 Map block location. */
export interface MapLocation {
  name: string;
  /** ISO 3166-1 alpha-2. */
  country?: string;
  position: { latitude: number; longitude: number };
  /** Optional link (a store page). */
  href?: string;
}
/** spec §3 Map block; spec §9: zoom 8 with the scroll wheel off. */
export interface MapBlock extends BlockCommon {
  type: 'map';
  locations: MapLocation[];
  showControls?: boolean;
  zoom?: number;
  /** Accessible name of the map region. */
  title?: string;
}
/** A grid of tiles (the Experius page-builder grid); columns per width default 1/2/3. */
export interface ExperiusGridBlock extends BlockCommon {
  type: 'experius-grid';
  title?: string;
  columns?: { mobile?: number; tablet?: number; desktop?: number };
  children: ContentBlock[];
}
/** One tile of the grid: image, title, text and a link; `span` widens it on desktop. */
export interface ExperiusGridItemBlock extends BlockCommon {
  type: 'experius-grid-item';
  title?: string;
  text?: string;
  span?: 1 | 2;
}
/** One of the shop's own forms placed in a page. */
export interface FormBlock extends BlockCommon {
  type: 'form';
  form: 'contact' | 'newsletter';
  title?: string;
  text?: string;
}
/** Questions and answers: an accessible disclosure each, plus FAQPage structured data. */
export interface FaqBlock extends BlockCommon {
  type: 'faq';
  title?: string;
  /** `answer` is html, sanitised by the storefront. */
  items: { question: string; answer: string }[];
}
export interface NotificationBlock extends BlockCommon {
  type: 'notification';
  /** html, sanitised by the storefront. */
  text: string;
  variant?: 'info' | 'success' | 'warning' | 'error';
  dismissible?: boolean;
}
/** A dated promotion: image, text and button, with a countdown while `endDate` lies ahead. */
export interface CampaignBlock extends BlockCommon {
  type: 'campaign';
  title: string;
  text?: string;
  /** ISO date-time; after it the block is not shown. */
  endDate?: string;
  theme?: 'dark' | 'light';
}
/** Tiles of catalogue categories (name, image, link) by category id. */
export interface CategoryBlock extends BlockCommon {
  type: 'category';
  title?: string;
  categoryIds: string[];
}
export interface QuoteBlock extends BlockCommon {
  type: 'quote';
  text: string;
  author?: string;
  role?: string;
}
/** A section title with an optional subtitle (heading level default h2, spec §9). */
export interface TitleBlock extends BlockCommon {
  type: 'title';
  text: string;
  subtitle?: string;
  level?: 1 | 2 | 3 | 4 | 5 | 6;
  alignment?: 'left' | 'center' | 'right';
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
  | HtmlBlock
  | VideoBlock
  | MapBlock
  | ExperiusGridBlock
  | ExperiusGridItemBlock
  | FormBlock
  | FaqBlock
  | NotificationBlock
  | CampaignBlock
  | CategoryBlock
  | QuoteBlock
  | TitleBlock;

export interface CmsPageRecord {
  identifier: string;
  urlKey: string;
  title: string;
  metaTitle: string | null;
  metaDescription: string | null;
  /** Blocks as stored; may hold blocks a storefront cannot render. */
  content: unknown[];
  /** The same texts in fr, de and en; a language missing here is shown in Dutch. */
  translations: Partial<Record<'fr' | 'de' | 'en', CmsPageTexts>>;
  updatedAt: string;
}

/** The page's texts in this language; Dutch when none is given or the page lacks it. */
export function pageInLocale(
  page: CmsPageRecord,
  locale: ShopLocale | null | undefined,
): CmsPageTexts & { metaTitle: string | null; metaDescription: string | null } {
  const texts = locale && locale !== 'nl' ? page.translations[locale] : undefined;
  const chosen = texts ?? page;
  return {
    title: chosen.title,
    metaTitle: chosen.metaTitle ?? null,
    metaDescription: chosen.metaDescription ?? null,
    content: Array.isArray(chosen.content) ? chosen.content : [],
  };
}
