import { escapeXml } from '../slug.ts';
import { INK, shade } from './color.ts';
import { energyArrowSvg } from './energy.ts';
import { PICTOGRAM_DEFS, pictogramSvg } from './pictograms.ts';
import type { ImageSpec } from './specs.ts';

export const PRODUCT_IMAGE_SIZE = 600;
const FONT = 'DejaVu Sans, Liberation Sans, sans-serif';

type ProductImage = Extract<ImageSpec, { kind: 'product' }>;

const svg = (size: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><defs>${PICTOGRAM_DEFS}
  <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#eef1f5"/></linearGradient></defs>${body}</svg>`;

const text = (x: number, y: number, size: number, fill: string, content: string, extra = '') =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" fill="${fill}" ${extra}>${escapeXml(content)}</text>`;

/** Four different pictures per series, so a gallery never shows the same image twice. */
export function productImageSvg(spec: ProductImage): string {
  const s = PRODUCT_IMAGE_SIZE;
  const picto = (x: number, y: number, scale: number) =>
    `<g transform="translate(${x} ${y}) scale(${scale})">${pictogramSvg(spec.pictogram, spec.color)}</g>`;
  const brand = text(32, 58, 34, spec.brandColor, spec.brandName, 'font-weight="bold"');
  switch (spec.view) {
    case 1:
      return svg(
        s,
        `<rect width="${s}" height="${s}" fill="url(#bg)"/>${brand}
        ${picto(110, 95, 0.95)}
        ${spec.energyClass ? energyArrowSvg(spec.energyClass, 440, 28, 52) : ''}
        ${text(s / 2, 555, 34, INK, spec.title, 'text-anchor="middle" font-weight="bold"')}`,
      );
    case 2:
      // A close-up: the pictogram enlarged and cropped by the frame.
      return svg(
        s,
        `<rect width="${s}" height="${s}" fill="${shade(spec.brandColor, 0.88)}"/>
        ${picto(-80, -40, 1.7)}
        <rect x="0" y="${s - 70}" width="${s}" height="70" fill="#ffffff" opacity="0.85"/>
        ${text(24, s - 26, 26, INK, `${spec.brandName} ${spec.title}`, 'font-weight="bold"')}`,
      );
    case 3:
      // In a room: wall, floor and a plant, the product standing on the floor (no brand: shared).
      return svg(
        s,
        `<rect width="${s}" height="${s * 0.72}" fill="#f3e9dc"/><rect y="${s * 0.72}" width="${s}" height="${s * 0.28}" fill="#c8a27a"/>
        <line x1="0" y1="${s * 0.72}" x2="${s}" y2="${s * 0.72}" stroke="#8d6e4f" stroke-width="4"/>
        <rect x="470" y="300" width="60" height="130" rx="10" fill="#d9d2c5" stroke="${INK}" stroke-width="3"/>
        <path d="M500 300 C 460 230, 470 190, 500 170 C 530 190, 540 230, 500 300 Z M500 300 C 540 250, 580 250, 585 230 C 560 220, 520 240, 500 300 Z" fill="#6a994e"/>
        ${picto(60, 150, 0.75)}`,
      );
    case 4:
      // A brand card: big wordmark, product group and a small pictogram (shared by the brand).
      return svg(
        s,
        `<rect width="${s}" height="${s}" fill="${spec.brandColor}"/>
        <circle cx="${s / 2}" cy="250" r="170" fill="#ffffff"/>
        ${picto(s / 2 - 130, 120, 0.65)}
        ${text(s / 2, 510, 54, '#ffffff', spec.brandName, 'text-anchor="middle" font-weight="bold"')}`,
      );
  }
}

export function categoryImageSvg(spec: Extract<ImageSpec, { kind: 'category' }>): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400"><defs>${PICTOGRAM_DEFS}</defs>
    <rect width="400" height="400" rx="24" fill="#eef3f8"/>
    <g transform="translate(70 72) scale(0.65)">${pictogramSvg(spec.pictogram, '#ffffff')}</g></svg>`;
}

export function brandLogoSvg(spec: Extract<ImageSpec, { kind: 'brand' }>): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="160" viewBox="0 0 400 160">
    <rect width="400" height="160" fill="#ffffff"/>
    <rect x="20" y="40" width="80" height="80" rx="18" fill="${spec.brandColor}"/>
    ${text(60, 98, 52, '#ffffff', spec.brandName.slice(0, 1), 'text-anchor="middle" font-weight="bold"')}
    ${text(118, 98, 46, spec.brandColor, spec.brandName, 'font-weight="bold"')}</svg>`;
}
