import type { Pictogram } from './pictograms.ts';

/** Which picture of a product: 1 front with text and energy class, then detail, room, brand card. */
export type ProductView = 1 | 2 | 3 | 4;

/**
 * A generated image described as data: the generator lists these (pure and deterministic) and
 * `renderImages` turns them into WebP files. `file` is relative to the media folder.
 */
export type ImageSpec =
  | {
      kind: 'product';
      file: string;
      pictogram: Pictogram;
      brandName: string;
      brandColor: string;
      /**
       * Model line, e.g. `WM`: a picture serves every language, so it carries no words, only
       * the brand, the line's code and the energy class.
       */
      title: string;
      color: string;
      energyClass: string | null;
      view: ProductView;
    }
  /** A category's pictogram, without words: its name is beside it on every page, in the page's language. */
  | { kind: 'category'; file: string; pictogram: Pictogram }
  | {
      kind: 'banner';
      file: string;
      title: string;
      subtitle: string;
      color: string;
      pictograms: Pictogram[];
      layout: 'desktop' | 'mobile';
    }
  | { kind: 'energy'; file: string; energyClass: string }
  | { kind: 'brand'; file: string; brandName: string; brandColor: string };
