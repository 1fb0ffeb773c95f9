import type {
  BlockButton,
  BlockLink,
  BlockMedia,
  BlockOverlay,
  ContentBlock,
  RowOptions,
  SliderOptions,
} from '@/lib/commerce/types';
import { mediaUrl } from '@/lib/commerce/values';
import { relativeLink } from '@/lib/layout/links';

export type DropReporter = (path: string, reason: string) => void;

const logDrop: DropReporter = (path, reason) =>
  console.warn(`[content] skipped block ${path}: ${reason}`);

type Raw = Record<string, unknown>;
const isRecord = (value: unknown): value is Raw =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;
const bool = (value: unknown, fallback: boolean): boolean =>
  typeof value === 'boolean' ? value : fallback;
const int = (value: unknown, fallback: number, min: number, max: number): number => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number)
    ? Math.min(max, Math.max(min, Math.round(number)))
    : fallback;
};

class BlockError extends Error {}
const fail = (reason: string): never => {
  throw new BlockError(reason);
};

function media(raw: unknown, required: true): BlockMedia;
function media(raw: unknown, required: false): BlockMedia | undefined;
function media(raw: unknown, required: boolean): BlockMedia | undefined {
  if (!isRecord(raw) || !text(raw.desktopImage))
    return required ? fail('media.desktopImage is missing') : undefined;
  const mobile = mediaUrl(text(raw.mobileImage));
  return {
    desktopImage: mediaUrl(raw.desktopImage as string)!,
    ...(mobile ? { mobileImage: mobile } : {}),
    alt: text(raw.alt) ?? '',
    ...(text(raw.title) ? { title: raw.title as string } : {}),
    ...(typeof raw.width === 'number' ? { width: raw.width } : {}),
    ...(typeof raw.height === 'number' ? { height: raw.height } : {}),
    ...(mobile && typeof raw.mobileWidth === 'number' && typeof raw.mobileHeight === 'number'
      ? { mobileWidth: raw.mobileWidth, mobileHeight: raw.mobileHeight }
      : {}),
  };
}

function link(raw: unknown): BlockLink | undefined {
  if (!isRecord(raw) || !text(raw.href)) return undefined;
  return {
    href: relativeLink(raw.href as string),
    target: raw.target === '_blank' ? '_blank' : '_self',
  };
}

function button(raw: unknown): BlockButton | undefined {
  if (!isRecord(raw) || !text(raw.label)) return undefined;
  const type = raw.type === 'secondary' || raw.type === 'link' ? raw.type : 'primary';
  return { label: raw.label as string, type };
}

function overlay(raw: unknown): BlockOverlay | undefined {
  if (!isRecord(raw)) return undefined;
  const positions = ['left', 'center', 'right', 'poster'] as const;
  const position = positions.find((p) => p === raw.position) ?? 'left';
  return {
    show: bool(raw.show, true),
    position,
    ...(text(raw.backgroundColor) ? { backgroundColor: raw.backgroundColor as string } : {}),
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

/** spec §3 row options: columns per breakpoint default to 1. */
export function rowOptions(raw: unknown): Required<Pick<RowOptions, 'columns'>> & RowOptions {
  const options = isRecord(raw) ? raw : {};
  const columns = isRecord(options.columns) ? options.columns : {};
  return {
    horizontal: bool(options.horizontal, false),
    slideDesktop: bool(options.slideDesktop, false),
    slideMobile: bool(options.slideMobile, false),
    columns: {
      mobile: int(columns.mobile, 1, 1, 6),
      tablet: int(columns.tablet, 1, 1, 6),
      desktop: int(columns.desktop, 1, 1, 6),
    },
  };
}

function children(raw: Raw, path: string, report: DropReporter): ContentBlock[] {
  return convertBlocks(Array.isArray(raw.children) ? raw.children : [], report, path);
}

function convertOne(raw: unknown, path: string, report: DropReporter): ContentBlock {
  if (!isRecord(raw)) return fail('not an object');
  const type = text(raw.type) ?? fail('type is missing');
  const common = {
    id: text(raw.id) ?? path,
    ...(text(raw.appearance) ? { appearance: raw.appearance as ContentBlock['appearance'] } : {}),
    ...(isRecord(raw.dataAttributes)
      ? { dataAttributes: raw.dataAttributes as Record<string, string> }
      : {}),
  };
  const linkValue = link(raw.link);
  const buttonValue = button(raw.button);
  const optional = {
    ...(linkValue ? { link: linkValue } : {}),
    ...(buttonValue ? { button: buttonValue } : {}),
  };
  switch (type) {
    case 'row':
      return {
        ...common,
        type,
        title: text(raw.title),
        options: rowOptions(raw.options),
        children: children(raw, path, report),
      };
    case 'column':
      return {
        ...common,
        type,
        ...(typeof raw.width === 'number' ? { width: raw.width } : {}),
        children: children(raw, path, report),
      };
    case 'text':
      return {
        ...common,
        type,
        html: typeof raw.html === 'string' ? raw.html : fail('html is missing'),
      };
    case 'html':
      return {
        ...common,
        type,
        html: typeof raw.html === 'string' ? raw.html : fail('html is missing'),
      };
    case 'heading': {
      const level = int(raw.level, 2, 1, 6) as 1 | 2 | 3 | 4 | 5 | 6; // spec §9 default h2
      return { ...common, type, text: text(raw.text) ?? fail('text is missing'), level };
    }
    case 'image':
      return {
        ...common,
        ...optional,
        type,
        media: media(raw.media, true),
        caption: text(raw.caption),
      };
    case 'banner':
    case 'slide':
      return {
        ...common,
        ...optional,
        type,
        media: media(raw.media, true),
        title: text(raw.title),
        text: text(raw.text),
        overlay: overlay(raw.overlay),
      };
    case 'buttons': {
      const alignment =
        raw.alignment === 'center' || raw.alignment === 'right' ? raw.alignment : 'left';
      return { ...common, type, alignment, children: children(raw, path, report) };
    }
    case 'button-item':
      return {
        ...common,
        type,
        button: buttonValue ?? fail('button.label is missing'),
        link: linkValue ?? fail('link.href is missing'),
      };
    case 'slider': {
      const slides = children(raw, path, report).filter((child) => child.type === 'slide');
      if (slides.length === 0) fail('slider has no slides');
      return { ...common, type, options: sliderOptions(raw.options), children: slides };
    }
    case 'products':
    case 'products-carousel': {
      const source = isRecord(raw.source) ? raw.source : {};
      const urlKeys = Array.isArray(source.urlKeys)
        ? source.urlKeys.filter((key): key is string => !!text(key))
        : [];
      const categoryId =
        text(source.categoryId) ??
        (typeof source.categoryId === 'number' ? String(source.categoryId) : undefined);
      if (urlKeys.length === 0 && !categoryId) fail('source has neither url keys nor a category');
      return {
        ...common,
        type: 'products',
        appearance:
          type === 'products-carousel' || raw.appearance === 'carousel' ? 'carousel' : 'default',
        title: text(raw.title),
        source: {
          ...(urlKeys.length ? { urlKeys } : {}),
          ...(categoryId ? { categoryId } : {}),
          pageSize: int(source.pageSize, urlKeys.length || 12, 1, 24),
        },
      };
    }
    case 'usp': {
      const items = (Array.isArray(raw.items) ? raw.items : [])
        .filter(isRecord)
        .filter((item) => text(item.title))
        .map((item) => ({
          title: item.title as string,
          text: text(item.text),
          icon: text(item.icon),
        }));
      if (items.length === 0) fail('usp has no items');
      return { ...common, type, items };
    }
    case 'divider':
      return {
        ...common,
        type,
        ...(text(raw.color) ? { color: raw.color as string } : {}),
        ...(typeof raw.thickness === 'number' ? { thickness: raw.thickness } : {}),
      };
    case 'weekdeals':
      return { ...common, type, title: text(raw.title) };
    default:
      return fail(`unknown block type "${type}"`);
  }
}

/**
 * Turns stored page-builder blocks into typed blocks. A block that is unknown or broken is
 * reported (logged) and skipped, never a crash (spec §8: it becomes null).
 */
export function convertBlocks(
  raw: unknown[],
  report: DropReporter = logDrop,
  parentPath = 'root',
): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  raw.forEach((entry, index) => {
    const path = `${parentPath}.${index}`;
    try {
      blocks.push(convertOne(entry, path, report));
    } catch (error) {
      report(path, error instanceof BlockError ? error.message : String(error));
    }
  });
  return blocks;
}
