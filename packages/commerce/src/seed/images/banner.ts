import { escapeXml } from '../slug.ts';
import { shade } from './color.ts';
import { PICTOGRAM_DEFS, pictogramSvg } from './pictograms.ts';
import type { ImageSpec } from './specs.ts';

type Banner = Extract<ImageSpec, { kind: 'banner' }>;

const FONT = 'DejaVu Sans, Liberation Sans, sans-serif';

/** Category banner: title and subtitle on the category colour with its products' pictograms. */
export function bannerSvg(spec: Banner): string {
  const desktop = spec.layout === 'desktop';
  const [width, height] = desktop ? [1200, 300] : [600, 300];
  const size = desktop ? 190 : 120;
  const icons = spec.pictograms
    .slice(0, desktop ? 3 : 2)
    .map((pictogram, index) => {
      const x = desktop ? 610 + index * 200 : 330 + index * 130;
      const y = desktop ? 55 : 150;
      return `<circle cx="${x + size / 2}" cy="${y + size / 2}" r="${size / 2 + 6}" fill="#ffffff" opacity="0.92"/>
        <g transform="translate(${x + size * 0.12} ${y + size * 0.12}) scale(${(size * 0.76) / 400})">${pictogramSvg(pictogram, '#ffffff')}</g>`;
    })
    .join('');
  const subtitle = escapeXml(spec.subtitle);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs>${PICTOGRAM_DEFS}<linearGradient id="banner" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${spec.color}"/><stop offset="1" stop-color="${shade(spec.color, -0.35)}"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#banner)"/>
    <text x="40" y="${desktop ? 130 : 70}" font-family="${FONT}" font-size="${desktop ? 56 : 40}" font-weight="bold" fill="#ffffff">${escapeXml(spec.title)}</text>
    <text x="40" y="${desktop ? 180 : 110}" font-family="${FONT}" font-size="${desktop ? 22 : 18}" fill="${shade(spec.color, 0.8)}">${wrap(
      subtitle,
      desktop ? 40 : 26,
    )
      .map((line, index) => `<tspan x="40" dy="${index ? '1.3em' : 0}">${line}</tspan>`)
      .join('')}</text>
    ${icons}</svg>`;
}

/** Breaks text into lines of at most `width` characters at spaces. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}
