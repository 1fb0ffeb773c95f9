import { escapeXml } from '../slug.ts';
import { isLight } from './color.ts';

const NEW_SCALE = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
const OLD_SCALE = ['A+++', 'A++', 'A+', 'A', 'B', 'C', 'D'];
/** The EU label colours, dark green to red, shared by the 2021 and the older scale. */
const SCALE_COLORS = ['#00a651', '#50b848', '#bfd730', '#fff200', '#fdb913', '#f37021', '#ed1c24'];

/** Old-style classes carry pluses; they sit on the A+++..D scale. */
export function energyScale(energyClass: string): string[] {
  return energyClass.includes('+') ? OLD_SCALE : NEW_SCALE;
}

export function energyColor(energyClass: string): string {
  const index = energyScale(energyClass).indexOf(energyClass);
  return SCALE_COLORS[Math.max(0, index)] ?? '#00a651';
}

/** The class letter with its pluses raised, as on the EU label. */
function classText(energyClass: string, size: number, fill: string): string {
  const letter = energyClass.replace(/\+/g, '');
  const pluses = energyClass.length - letter.length;
  const plusText = pluses
    ? `<tspan font-size="${Math.round(size * 0.55)}" dy="${-Math.round(size * 0.35)}">${'+'.repeat(pluses)}</tspan>`
    : '';
  return `<tspan fill="${fill}">${escapeXml(letter)}${plusText}</tspan>`;
}

/**
 * The coloured energy-class arrow shown on product images and cards, with the small scale
 * beside it: `height` tall, its left edge at `x`.
 */
export function energyArrowSvg(energyClass: string, x: number, y: number, height: number): string {
  const color = energyColor(energyClass);
  const scale = energyScale(energyClass);
  const width = height * 2.2;
  const tip = height * 0.45;
  const text = isLight(color) ? '#1f1f1f' : '#ffffff';
  const fontSize = Math.round(height * 0.72);
  const bar = scale
    .map(
      (_, i) =>
        `<rect x="${x}" y="${y + (i * height) / scale.length}" width="${height * 0.22}" height="${height / scale.length}" fill="${SCALE_COLORS[i]}"/>`,
    )
    .join('');
  const ax = x + height * 0.3;
  return `<g>${bar}
    <path d="M${ax} ${y} H${ax + width - tip} L${ax + width} ${y + height / 2} L${ax + width - tip} ${y + height} H${ax} Z" fill="${color}" stroke="#1f1f1f" stroke-width="2"/>
    <text x="${ax + (width - tip) / 2 + 4}" y="${y + height * 0.78}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="${fontSize}" text-anchor="middle">${classText(energyClass, fontSize, text)}</text></g>`;
}

/** A simplified EU energy label for one class: the whole scale, with the class marked. */
export function energyLabelSvg(energyClass: string): string {
  const scale = energyScale(energyClass);
  const rows = scale
    .map((cls, i) => {
      const y = 120 + i * 56;
      const w = 120 + i * 22;
      const fill = SCALE_COLORS[i] ?? '#00a651';
      const text = isLight(fill) ? '#1f1f1f' : '#ffffff';
      return `<path d="M20 ${y} H${w} L${w + 22} ${y + 22} L${w} ${y + 44} H20 Z" fill="${fill}"/>
        <text x="32" y="${y + 34}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="30">${classText(cls, 30, text)}</text>`;
    })
    .join('');
  const index = Math.max(0, scale.indexOf(energyClass));
  const my = 120 + index * 56 - 6;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="600" viewBox="0 0 360 600">
    <rect width="360" height="600" rx="10" fill="#ffffff" stroke="#1f1f1f" stroke-width="4"/>
    <rect x="0" y="0" width="360" height="90" rx="10" fill="#0b4f8a"/>
    <text x="180" y="58" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="38" fill="#ffffff" text-anchor="middle" letter-spacing="4">ENERG<tspan fill="#ffdd00">Y</tspan></text>
    ${rows}
    <path d="M230 ${my + 28} L262 ${my} H345 V${my + 56} H262 Z" fill="#1f1f1f"/>
    <text x="300" y="${my + 44}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="38" text-anchor="middle">${classText(energyClass, 38, '#ffffff')}</text>
    <text x="180" y="560" font-family="DejaVu Sans, sans-serif" font-size="20" fill="#1f1f1f" text-anchor="middle">${energyClass.includes('+') ? '2010/30/EU' : '2019/2017'}</text>
  </svg>`;
}
