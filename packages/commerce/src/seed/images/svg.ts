import { bannerSvg } from './banner.ts';
import { energyLabelSvg } from './energy.ts';
import { brandLogoSvg, categoryImageSvg, productImageSvg } from './product-image.ts';
import type { ImageSpec } from './specs.ts';

/** The SVG drawing of an image spec (its `file` plays no part). */
export function imageSvg(spec: ImageSpec): string {
  switch (spec.kind) {
    case 'product':
      return productImageSvg(spec);
    case 'category':
      return categoryImageSvg(spec);
    case 'banner':
      return bannerSvg(spec);
    case 'energy':
      return energyLabelSvg(spec.energyClass);
    case 'brand':
      return brandLogoSvg(spec);
  }
}
