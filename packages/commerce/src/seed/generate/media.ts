import type { BrandDef } from '../data/brands.ts';
import { colorGroup, type ColorGroup } from '../data/colors.ts';
import type { AnyProductKind } from '../data/kinds/index.ts';
import type { ProductView } from '../images/specs.ts';
import { slugify } from '../slug.ts';
import type { TranslatedLocale } from '../../content/localised.ts';
import { perLocale } from './localise.ts';
import type { GenerationState } from './state.ts';

export interface SeriesLook {
  kind: AnyProductKind;
  brand: BrandDef;
  line: string;
  color: ColorGroup;
  energyClass: string | null;
}

/**
 * Image files for a product, shared as widely as the picture allows so a large catalogue
 * needs only a few thousand images: the front view per kind, brand, model line, colour and
 * energy class; the detail per kind, brand, line and colour; the room scene per kind and
 * colour; the brand card per kind and brand.
 */
export function productImageFiles(
  state: GenerationState,
  look: SeriesLook,
  views: number,
): string[] {
  const group = slugify(look.kind.group);
  const line = slugify(look.line);
  const names: Record<ProductView, string> = {
    1: `${look.brand.code}-${line}-${group}-${look.color}${look.energyClass ? `-${slugify(look.energyClass)}` : ''}`,
    2: `${look.brand.code}-${line}-${group}-${look.color}`,
    3: `${group}-${look.color}`,
    4: `${look.brand.code}-${group}`,
  };
  return Array.from({ length: views }, (_, index) => {
    const view = (index + 1) as ProductView;
    return state.addImage({
      kind: 'product',
      file: `catalog/product/${names[view]}-${view}`,
      pictogram: look.kind.pictogram,
      brandName: look.brand.name,
      brandColor: look.brand.color,
      title: look.line,
      // The brand card shows the product in neutral white, whatever its colour.
      color: view === 4 ? '#ffffff' : colorGroup(look.color).hex,
      energyClass: view === 1 ? look.energyClass : null,
      view,
    });
  });
}

const VIEW_LABELS = ['', ' – detail', ' in de woonkamer', ' – merk'];

/** The product's name in Dutch and in each language it has been translated into. */
export type LocalNames = { nl: string } & Partial<Record<TranslatedLocale, string>>;

/** Gallery rows; now and then a product video (external) or a disabled picture. */
export function addMediaRows(
  state: GenerationState,
  productId: number,
  names: LocalNames,
  files: readonly string[],
  extras = true,
): void {
  const { r } = state;
  const name = names.nl;
  // A label is the product's name and a word on what the picture shows, in each language.
  const t = (dutch: string, locale: TranslatedLocale) => state.translator.text(dutch, locale);
  const local = (locale: TranslatedLocale) => names[locale] ?? name;
  files.forEach((file, index) => {
    const view = VIEW_LABELS[index] ?? '';
    state.data.productMedia.push({
      id: state.mediaId(),
      productId,
      position: index + 1,
      label: `${name}${view}`,
      translations: perLocale((locale) => ({
        label: view ? `${local(locale)} ${t(view.trim(), locale)}` : local(locale),
      })),
      file,
      disabled: false,
      mediaType: 'image',
      videoUrl: null,
      videoTitle: null,
    });
  });
  if (!extras) return;
  if (r.chance(0.08)) {
    state.data.productMedia.push({
      id: state.mediaId(),
      productId,
      position: files.length + 1,
      label: `Video: ${name}`,
      translations: perLocale((locale) => ({
        label: `${t('Video:', locale)} ${local(locale)}`,
        videoTitle: `${t('Productvideo', locale)} ${local(locale)}`,
      })),
      file: files[0] ?? '',
      disabled: false,
      mediaType: 'external-video',
      videoUrl: `https://www.youtube.com/watch?v=${youtubeId(state)}`,
      videoTitle: `Productvideo ${name}`,
    });
  }
  if (r.chance(0.02)) {
    state.data.productMedia.push({
      id: state.mediaId(),
      productId,
      position: files.length + 2,
      label: `${name} (oude foto)`,
      translations: perLocale((locale) => ({
        label: `${local(locale)} ${t('(oude foto)', locale)}`,
      })),
      file: files[files.length - 1] ?? '',
      disabled: true,
      mediaType: 'image',
      videoUrl: null,
      videoTitle: null,
    });
  }
}

const YOUTUBE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** An 11-character id in YouTube's format; the videos are fictional like the products. */
function youtubeId(state: GenerationState): string {
  return Array.from({ length: 11 }, () => state.r.pick([...YOUTUBE_ALPHABET])).join('');
}
