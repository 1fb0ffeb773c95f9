import type { ContentBlock } from '@/lib/commerce/types';
import {
  BlockError,
  blockId,
  bool,
  button,
  columns,
  dataAttributes,
  dateTime,
  fail,
  int,
  isRecord,
  level,
  limits,
  link,
  list,
  media,
  oneOf,
  overlay,
  pgIds,
  required,
  rowOptions,
  sliderOptions,
  text,
  type Raw,
} from './convert-fields';
import { parseVideoSource } from './video-source';

export { rowOptions, sliderOptions } from './convert-fields';

export type DropReporter = (path: string, reason: string) => void;

const logDrop: DropReporter = (path, reason) =>
  console.warn(`[content] skipped block ${path}: ${reason}`);

type Of<T extends ContentBlock['type']> = Extract<ContentBlock, { type: T }>;
type Context = { path: string; depth: number; report: DropReporter };
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

const alignments = ['left', 'center', 'right'] as const;
const bannerAppearances = [
  'default',
  'poster',
  'collage-left',
  'collage-centered',
  'collage-right',
] as const;

function children(raw: Raw, context: Context): ContentBlock[] {
  if (raw.children !== undefined && !Array.isArray(raw.children))
    return fail('children is not a list');
  if (context.depth >= limits.depth) return fail('nested too deep');
  return convertAt(list(raw.children), context.report, context.path, context.depth + 1);
}

/** Children of one type only; the others are reported and left out. */
function childrenOf<T extends ContentBlock['type']>(raw: Raw, context: Context, type: T): Of<T>[] {
  const all = children(raw, context);
  all.forEach((child, index) => {
    if (child.type !== type)
      context.report(`${context.path}.${index}`, `a ${child.type} block cannot sit in here`);
  });
  return all.filter((child): child is Of<T> => child.type === type);
}

function products(raw: Raw, type: 'products' | 'products-carousel') {
  const source = isRecord(raw.source) ? raw.source : {};
  const urlKeys = list(source.urlKeys)
    .map((key) => text(key, 200))
    .filter((key): key is string => !!key);
  const categoryId =
    text(source.categoryId, 20) ??
    (typeof source.categoryId === 'number' ? String(source.categoryId) : undefined);
  if (urlKeys.length === 0 && !categoryId) fail('source has neither url keys nor a category');
  return {
    type: 'products' as const,
    appearance:
      type === 'products-carousel' || raw.appearance === 'carousel'
        ? ('carousel' as const)
        : ('default' as const),
    title: text(raw.title),
    source: {
      ...(urlKeys.length ? { urlKeys } : {}),
      ...(categoryId ? { categoryId } : {}),
      pageSize: int(source.pageSize, urlKeys.length || 12, 1, 24),
    },
  };
}

function mapLocations(raw: unknown) {
  const locations = (Array.isArray(raw) ? raw.slice(0, 200) : [])
    .filter(isRecord)
    .flatMap((entry) => {
      const position = isRecord(entry.position) ? entry.position : {};
      const latitude = Number(position.latitude);
      const longitude = Number(position.longitude);
      const name = text(entry.name, 200);
      if (!name || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return [];
      if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return [];
      const href = isRecord(entry.link) ? link(entry.link)?.href : link({ href: entry.href })?.href;
      const country = text(entry.country, 2);
      return [
        {
          name,
          ...(country ? { country: country.toUpperCase() } : {}),
          position: { latitude, longitude },
          ...(href ? { href } : {}),
        },
      ];
    });
  return locations.length ? locations : fail('map has no locations with a position');
}

/** The fields of one block type (the common fields are added by `convertOne`). */
function convertFields(type: string, raw: Raw, context: Context): WithoutId<ContentBlock> {
  switch (type) {
    case 'row': {
      const options = rowOptions(raw.options);
      return {
        type,
        appearance: raw.appearance === 'full-width' ? 'full-width' : 'contained',
        title: text(raw.title),
        options,
        children: children(raw, context),
      };
    }
    case 'column':
      return {
        type,
        ...(typeof raw.width === 'number' && raw.width > 0 && raw.width <= 1
          ? { width: raw.width }
          : {}),
        children: children(raw, context),
      };
    case 'text':
    case 'html':
      return { type, html: text(raw.html, limits.html) ?? fail('html is missing') };
    case 'heading':
      return { type, text: required(raw.text, 'text'), level: level(raw.level) };
    case 'image':
      return { type, media: media(raw.media, true), caption: text(raw.caption) };
    case 'banner':
    case 'slide':
      return {
        type,
        appearance: oneOf(raw.appearance, bannerAppearances, 'default'),
        media: media(raw.media, true),
        title: text(raw.title),
        text: text(raw.text),
        overlay: overlay(raw.overlay),
      };
    case 'buttons':
      return {
        type,
        alignment: oneOf(raw.alignment, alignments, 'left'),
        children: childrenOf(raw, context, 'button-item'),
      };
    case 'button-item':
      return {
        type,
        button: button(raw.button) ?? fail('button.label is missing'),
        link: link(raw.link) ?? fail('link.href is missing'),
      };
    case 'slider': {
      const slides = childrenOf(raw, context, 'slide');
      if (slides.length === 0) fail('slider has no slides');
      return { type, options: sliderOptions(raw.options), children: slides };
    }
    case 'products':
    case 'products-carousel':
      return products(raw, type);
    case 'usp': {
      const items = list(raw.items)
        .filter(isRecord)
        .filter((item) => text(item.title))
        .map((item) => ({
          title: text(item.title, 200)!,
          text: text(item.text, 500),
          icon: text(item.icon, 40),
        }));
      if (items.length === 0) fail('usp has no items');
      return { type, items };
    }
    case 'divider': {
      const colour = text(raw.color, 40);
      return {
        type,
        ...(colour && /^#[0-9a-fA-F]{3,8}$/.test(colour) ? { color: colour } : {}),
        ...(typeof raw.thickness === 'number' ? { thickness: int(raw.thickness, 1, 1, 8) } : {}),
      };
    }
    case 'weekdeals':
      return { type, title: text(raw.title) };
    case 'video': {
      const src = required(raw.src, 'src');
      if (!parseVideoSource(src)) fail('src is not a YouTube, Vimeo or video file address');
      const config = isRecord(raw.config) ? raw.config : {};
      const autoplay = bool(config.autoplay, false);
      const fallback = media({ desktopImage: raw.fallback }, false)?.desktopImage;
      return {
        type,
        src,
        ...(fallback ? { fallback } : {}),
        title: text(raw.title, 200),
        config: {
          autoplay,
          // Autoplay needs sound off (spec §4: it plays by itself only then).
          muted: autoplay || bool(config.muted, false),
          loop: bool(config.loop, false),
          controls: bool(config.controls, true),
        },
      };
    }
    case 'map':
      return {
        type,
        locations: mapLocations(raw.locations),
        showControls: bool(raw.showControls ?? raw['show-controls'], true),
        zoom: int(raw.zoom, 8, 1, 18),
        title: text(raw.title, 200),
      };
    case 'experius-grid': {
      const items = childrenOf(raw, context, 'experius-grid-item');
      if (items.length === 0) fail('grid has no items');
      return {
        type,
        title: text(raw.title),
        columns: columns(raw.columns, { mobile: 1, tablet: 2, desktop: 3 }),
        children: items,
      };
    }
    case 'experius-grid-item': {
      const title = text(raw.title, 200);
      if (!title && !isRecord(raw.media)) fail('grid item has neither a title nor an image');
      return { type, title, text: text(raw.text), span: raw.span === 2 ? 2 : 1 };
    }
    case 'form': {
      const form = raw.form === 'contact' || raw.form === 'newsletter' ? raw.form : null;
      return {
        type,
        form: form ?? fail('form is not contact or newsletter'),
        title: text(raw.title, 200),
        text: text(raw.text),
      };
    }
    case 'faq': {
      const items = list(raw.items)
        .filter(isRecord)
        .map((item) => ({ question: text(item.question), answer: text(item.answer, 20_000) }))
        .filter((item): item is { question: string; answer: string } =>
          Boolean(item.question && item.answer),
        );
      if (items.length === 0) fail('faq has no questions with an answer');
      return { type, title: text(raw.title, 200), items };
    }
    case 'notification':
      return {
        type,
        text: text(raw.text, 20_000) ?? fail('text is missing'),
        variant: oneOf(raw.variant, ['info', 'success', 'warning', 'error'] as const, 'info'),
        dismissible: bool(raw.dismissible, false),
      };
    case 'campaign': {
      const endDate = dateTime(raw.endDate, 'endDate');
      return {
        type,
        title: required(raw.title, 'title'),
        text: text(raw.text),
        ...(endDate ? { endDate } : {}),
        theme: raw.theme === 'light' ? 'light' : 'dark',
      };
    }
    case 'category': {
      const ids = list(raw.categoryIds)
        .map((id) => (typeof id === 'number' ? String(id) : text(id, 20)))
        .filter((id): id is string => !!id && /^\d{1,10}$/.test(id))
        .slice(0, 24);
      if (ids.length === 0) fail('categoryIds has no category id');
      return { type, title: text(raw.title, 200), categoryIds: ids };
    }
    case 'quote':
      return {
        type,
        text: required(raw.text, 'text'),
        author: text(raw.author, 200),
        role: text(raw.role, 200),
      };
    case 'title':
      return {
        type,
        text: required(raw.text, 'text'),
        subtitle: text(raw.subtitle),
        level: level(raw.level),
        alignment: oneOf(raw.alignment, alignments, 'left'),
      };
    default:
      return fail(`unknown block type "${type}"`);
  }
}

/** Types whose media is the block's subject: without it they cannot be shown. */
const needsMedia = new Set(['image', 'banner', 'slide']);

function convertOne(raw: unknown, context: Context): ContentBlock {
  if (!isRecord(raw)) return fail('not an object');
  const type = text(raw.type, 40) ?? fail('type is missing');
  const fields = convertFields(type, raw, context);
  const mediaValue = needsMedia.has(type) ? undefined : media(raw.media, false);
  const linkValue = type === 'button-item' ? undefined : link(raw.link);
  const buttonValue = type === 'button-item' ? undefined : button(raw.button);
  const ids = pgIds(raw.pgIds);
  const attributes = dataAttributes(raw.dataAttributes);
  // Absent optional fields stay absent (not `undefined`), so blocks compare and print cleanly.
  const block = {
    id: blockId(raw.id, context.path),
    ...(mediaValue ? { media: mediaValue } : {}),
    ...(linkValue ? { link: linkValue } : {}),
    ...(buttonValue ? { button: buttonValue } : {}),
    ...(ids ? { pgIds: ids } : {}),
    ...(attributes ? { dataAttributes: attributes } : {}),
    ...fields,
  };
  return Object.fromEntries(
    Object.entries(block).filter(([, value]) => value !== undefined),
  ) as ContentBlock;
}

function convertAt(
  raw: unknown[],
  report: DropReporter,
  parentPath: string,
  depth: number,
): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  raw.slice(0, limits.children).forEach((entry, index) => {
    const path = `${parentPath}.${index}`;
    try {
      blocks.push(convertOne(entry, { path, depth, report }));
    } catch (error) {
      report(path, error instanceof BlockError ? error.message : String(error));
    }
  });
  return blocks;
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
  return convertAt(Array.isArray(raw) ? raw : [], report, parentPath, 0);
}
