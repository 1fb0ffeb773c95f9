import type {
  BlockButton,
  BlockLink,
  BlockMedia,
  BlockOverlay,
  RowOptions,
  SliderOptions,
} from '@/lib/commerce/types';
import { mediaUrl } from '@/lib/commerce/values';
import { relativeLink } from '@/lib/layout/links';

/** The field readers of the block conversion: each takes stored JSON and bounds it. */

export type Raw = Record<string, unknown>;

/** Bounds of stored content: a page is read in full on every render. */
export const limits = {
  /** Longest plain text (titles, questions, quotes). */
  text: 5000,
  /** Longest stored html. */
  html: 100_000,
  /** Most children of a container and items of a list. */
  children: 60,
  /** Deepest nesting of containers. */
  depth: 8,
  dataAttributes: 20,
  dataAttributeValue: 200,
  pgIds: 20,
} as const;

export class BlockError extends Error {}
export const fail = (reason: string): never => {
  throw new BlockError(reason);
};

export const isRecord = (value: unknown): value is Raw =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A non-empty string, cut to `max` characters. */
export const text = (value: unknown, max: number = limits.text): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.slice(0, max) : undefined;

export const required = (value: unknown, field: string): string =>
  text(value) ?? fail(`${field} is missing`);

export const bool = (value: unknown, fallback: boolean): boolean =>
  typeof value === 'boolean' ? value : fallback;

export const int = (value: unknown, fallback: number, min: number, max: number): number => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number)
    ? Math.min(max, Math.max(min, Math.round(number)))
    : fallback;
};

export const oneOf = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.find((candidate) => candidate === value) ?? fallback;

/** A list of at most `limits.children` entries; anything else is an empty list. */
export const list = (value: unknown): unknown[] =>
  Array.isArray(value) ? value.slice(0, limits.children) : [];

/** A block id usable as a DOM id and React key. */
export const blockId = (value: unknown, path: string): string =>
  (text(value, 80) ?? path).replace(/[^A-Za-z0-9_-]/g, '-');

type Level = 1 | 2 | 3 | 4 | 5 | 6;
/** spec §9: headings default to h2. */
export const level = (value: unknown): Level => int(value, 2, 1, 6) as Level;

export function media(raw: unknown, isRequired: true): BlockMedia;
export function media(raw: unknown, isRequired: false): BlockMedia | undefined;
export function media(raw: unknown, isRequired: boolean): BlockMedia | undefined {
  if (!isRecord(raw) || !text(raw.desktopImage, 2048))
    return isRequired ? fail('media.desktopImage is missing') : undefined;
  const mobile = mediaUrl(text(raw.mobileImage, 2048));
  const size = (value: unknown) =>
    typeof value === 'number' && value > 0 && value <= 10_000 ? Math.round(value) : undefined;
  const width = size(raw.width);
  const height = size(raw.height);
  const mobileWidth = size(raw.mobileWidth);
  const mobileHeight = size(raw.mobileHeight);
  return {
    desktopImage: mediaUrl(text(raw.desktopImage, 2048))!,
    ...(mobile ? { mobileImage: mobile } : {}),
    alt: text(raw.alt, 300) ?? '',
    ...(text(raw.title, 300) ? { title: text(raw.title, 300)! } : {}),
    ...(width && height ? { width, height } : {}),
    ...(mobile && mobileWidth && mobileHeight ? { mobileWidth, mobileHeight } : {}),
  };
}

/** spec §2 link rules: shop domains stripped, navigation links rewritten. */
export function link(raw: unknown): BlockLink | undefined {
  if (!isRecord(raw) || !text(raw.href, 2048)) return undefined;
  return {
    href: relativeLink(raw.href as string),
    target: raw.target === '_blank' ? '_blank' : '_self',
  };
}

/** spec §9: button type defaults to primary. */
export function button(raw: unknown): BlockButton | undefined {
  if (!isRecord(raw) || !text(raw.label, 200)) return undefined;
  return {
    label: text(raw.label, 200)!,
    type: oneOf(raw.type, ['primary', 'secondary', 'link'] as const, 'primary'),
  };
}

export function overlay(raw: unknown): BlockOverlay | undefined {
  if (!isRecord(raw)) return undefined;
  const colour = text(raw.backgroundColor, 60);
  return {
    show: bool(raw.show, true),
    position: oneOf(raw.position, ['left', 'center', 'right', 'poster'] as const, 'left'),
    // Only colour notations: the value ends up in a style attribute.
    ...(colour && /^[#a-zA-Z0-9(),.%\s-]+$/.test(colour) ? { backgroundColor: colour } : {}),
  };
}

/** spec §3 slider options with the page builder's defaults. */
export function sliderOptions(raw: unknown): SliderOptions {
  const options = isRecord(raw) ? raw : {};
  return {
    autoplay: bool(options.autoplay, false),
    autoplaySpeed: int(options.autoplaySpeed, 5000, 1000, 60_000),
    fade: bool(options.fade, false),
    infinite: bool(options.infinite, true),
    showArrows: bool(options.showArrows, true),
    showDots: bool(options.showDots, true),
  };
}

export interface Columns {
  mobile: number;
  tablet: number;
  desktop: number;
}

/** Columns per width, 1 to 6 each. */
export function columns(raw: unknown, fallback: Columns): Columns {
  const value = isRecord(raw) ? raw : {};
  return {
    mobile: int(value.mobile, fallback.mobile, 1, 6),
    tablet: int(value.tablet, fallback.tablet, 1, 6),
    desktop: int(value.desktop, fallback.desktop, 1, 6),
  };
}

/** spec §3 row options: columns per breakpoint default to 1. */
export function rowOptions(raw: unknown): Required<RowOptions> & { columns: Columns } {
  const options = isRecord(raw) ? raw : {};
  return {
    horizontal: bool(options.horizontal, false),
    slideDesktop: bool(options.slideDesktop, false),
    slideMobile: bool(options.slideMobile, false),
    columns: columns(options.columns, { mobile: 1, tablet: 1, desktop: 1 }),
  };
}

/**
 * spec §3 dataAttributes, rendered as `data-*` attributes: names lower case letters, digits and
 * dashes (a leading `data-` dropped), never the renderer's own `data-block`; values as text.
 */
export function dataAttributes(raw: unknown): Record<string, string> | undefined {
  if (!isRecord(raw)) return undefined;
  const entries = Object.entries(raw)
    .map(([name, value]) => {
      const clean = name
        .toLowerCase()
        .replace(/^data-/, '')
        .replace(/[^a-z0-9-]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 40);
      const shown =
        typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
          ? String(value).slice(0, limits.dataAttributeValue)
          : null;
      return [clean, shown] as const;
    })
    .filter(
      (entry): entry is readonly [string, string] =>
        /^[a-z]/.test(entry[0]) && entry[0] !== 'block' && entry[1] !== null,
    )
    .slice(0, limits.dataAttributes);
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** spec §3 pgIds: page-builder ids, kept as text. */
export function pgIds(raw: unknown): string[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const ids = raw
    .filter((id) => typeof id === 'string' || typeof id === 'number')
    .map((id) => String(id).slice(0, 80))
    .filter(Boolean)
    .slice(0, limits.pgIds);
  return ids.length ? ids : undefined;
}

/** An ISO date-time, or a failure when there is one that does not parse. */
export function dateTime(raw: unknown, field: string): string | undefined {
  const value = text(raw, 40);
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? fail(`${field} is not a date`) : new Date(time).toISOString();
}
