/**
 * spec §9 image sizes: the widths the engine resizes `/media` images to (`?w=`, engine
 * `media-variants.ts`); it refuses any other width.
 */
export const imageWidths = [320, 375, 768, 1024, 1200, 1920] as const;

/** Engine media the engine can resize: raster files below /media, not the shop's own logos. */
const resizable = /^\/media\/(?!wysiwyg\/)[^?#]+\.(?:webp|png|jpe?g)$/i;

/**
 * The `srcset` of an engine image in every spec §9 width, or undefined for an image the engine
 * cannot resize (an SVG, another host, the fallback): that one is served as it is.
 */
export function mediaSrcSet(src: string | undefined): string | undefined {
  if (!src || !resizable.test(src)) return undefined;
  return imageWidths.map((width) => `${src}?w=${width} ${width}w`).join(', ');
}

/**
 * `sizes` for the places images appear, by the layout around them (container 1280 px wide,
 * listing grid of 2, 3 and from xl 4 columns, the product page's two columns from lg).
 */
export const imageSizes = {
  productCard: '(min-width: 1280px) 300px, (min-width: 1200px) 25vw, (min-width: 768px) 33vw, 50vw',
  productGallery: '(min-width: 1280px) 616px, (min-width: 992px) 50vw, 100vw',
  galleryThumbnail: '64px',
  banner: '(min-width: 1280px) 1248px, 100vw',
  /** A tile of a page-builder grid (1, 2 and 3 columns unless the block says otherwise). */
  gridTile: '(min-width: 1280px) 416px, (min-width: 768px) 50vw, 100vw',
  /** A picture beside text from md (campaign block). */
  halfColumn: '(min-width: 1280px) 624px, (min-width: 768px) 50vw, 100vw',
} as const;
