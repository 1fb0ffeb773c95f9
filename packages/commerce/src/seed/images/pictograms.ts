import { contrast, INK, shade } from './color.ts';

export const PICTOGRAMS = [
  'washer',
  'dryer',
  'stacking-kit',
  'fridge',
  'freezer',
  'dishwasher',
  'oven',
  'hob',
  'tv',
  'soundbar',
  'headphones',
  'wall-mount',
  'laptop',
  'laptop-bag',
  'glove',
  'punching-bag',
  'wraps',
  'mouthguard',
  'dumbbell',
  'mat',
  'treadmill',
] as const;
export type Pictogram = (typeof PICTOGRAMS)[number];

const line = `stroke="${INK}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"`;
const thin = `stroke="${INK}" stroke-width="4" stroke-linecap="round"`;

type Draw = (body: string, accent: string) => string;

/** Front-view pictograms drawn in a 400×400 box; `body` is the product colour. */
const DRAWINGS: Record<Pictogram, Draw> = {
  washer: (body, accent) => `
    <rect x="70" y="30" width="260" height="340" rx="18" fill="${body}" ${line}/>
    <line x1="70" y1="95" x2="330" y2="95" ${thin}/>
    <rect x="95" y="52" width="80" height="24" rx="5" fill="${accent}" ${thin}/>
    <circle cx="285" cy="64" r="15" fill="${shade(body, -0.15)}" ${thin}/>
    <circle cx="200" cy="230" r="105" fill="${shade(body, -0.08)}" ${line}/>
    <circle cx="200" cy="230" r="78" fill="#bfdcf2" ${thin}/>
    <path d="M128 250 Q165 215 200 250 T272 250 L272 262 Q236 300 200 305 Q150 300 128 262 Z" fill="#7fb7e3"/>
    <circle cx="175" cy="200" r="9" fill="#ffffff" opacity="0.8"/><circle cx="222" cy="185" r="6" fill="#ffffff" opacity="0.8"/>`,
  dryer: (body, accent) => `
    <rect x="70" y="30" width="260" height="340" rx="18" fill="${body}" ${line}/>
    <line x1="70" y1="95" x2="330" y2="95" ${thin}/>
    <rect x="95" y="52" width="60" height="24" rx="5" fill="${accent}" ${thin}/>
    <circle cx="255" cy="64" r="13" fill="${shade(body, -0.15)}" ${thin}/><circle cx="295" cy="64" r="13" fill="${shade(body, -0.15)}" ${thin}/>
    <circle cx="200" cy="230" r="105" fill="${shade(body, -0.08)}" ${line}/>
    <circle cx="200" cy="230" r="78" fill="#e9e4f5" ${thin}/>
    <path d="M150 215 q12 -14 24 0 t24 0 t24 0 t24 0 M150 245 q12 -14 24 0 t24 0 t24 0 t24 0" fill="none" stroke="#a99bd6" stroke-width="6" stroke-linecap="round"/>`,
  'stacking-kit': (body, accent) => `
    <rect x="80" y="40" width="240" height="130" rx="12" fill="none" stroke="${INK}" stroke-width="5" stroke-dasharray="14 10"/>
    <rect x="60" y="180" width="280" height="40" rx="8" fill="${body}" ${line}/>
    <rect x="120" y="192" width="160" height="16" rx="4" fill="${accent}" ${thin}/>
    <rect x="80" y="230" width="240" height="130" rx="12" fill="none" stroke="${INK}" stroke-width="5" stroke-dasharray="14 10"/>
    <path d="M200 120 v40 m-14 -14 l14 14 l14 -14" fill="none" ${line}/>`,
  fridge: (body) => `
    <rect x="100" y="20" width="200" height="360" rx="18" fill="${body}" ${line}/>
    <line x1="100" y1="250" x2="300" y2="250" ${line}/>
    <rect x="122" y="60" width="12" height="90" rx="6" fill="${shade(body, -0.3)}" ${thin}/>
    <rect x="122" y="275" width="12" height="60" rx="6" fill="${shade(body, -0.3)}" ${thin}/>
    <path d="M255 290 l0 40 M238 300 l34 20 M238 320 l34 -20" ${thin} fill="none" opacity="0.6"/>`,
  freezer: (body) => `
    <rect x="100" y="20" width="200" height="360" rx="18" fill="${body}" ${line}/>
    <line x1="100" y1="140" x2="300" y2="140" ${thin}/><line x1="100" y1="260" x2="300" y2="260" ${thin}/>
    <rect x="160" y="60" width="80" height="14" rx="7" fill="${shade(body, -0.3)}" ${thin}/>
    <rect x="160" y="180" width="80" height="14" rx="7" fill="${shade(body, -0.3)}" ${thin}/>
    <rect x="160" y="300" width="80" height="14" rx="7" fill="${shade(body, -0.3)}" ${thin}/>
    <g transform="translate(200 105)" stroke="#4a90d9" stroke-width="5" stroke-linecap="round">
      <line x1="0" y1="-22" x2="0" y2="22"/><line x1="-19" y1="-11" x2="19" y2="11"/><line x1="-19" y1="11" x2="19" y2="-11"/></g>`,
  dishwasher: (body, accent) => `
    <rect x="70" y="40" width="260" height="330" rx="14" fill="${body}" ${line}/>
    <rect x="70" y="40" width="260" height="50" rx="14" fill="${shade(body, -0.12)}" ${line}/>
    <rect x="230" y="56" width="70" height="18" rx="4" fill="${accent}" ${thin}/>
    <rect x="130" y="110" width="140" height="14" rx="7" fill="${shade(body, -0.3)}" ${thin}/>
    <g fill="#ffffff" ${thin}><circle cx="150" cy="250" r="50"/><circle cx="200" cy="250" r="50"/><circle cx="250" cy="250" r="50"/></g>
    <g fill="none" stroke="#9fb3c8" stroke-width="4"><circle cx="150" cy="250" r="30"/><circle cx="200" cy="250" r="30"/><circle cx="250" cy="250" r="30"/></g>`,
  oven: (body, accent) => `
    <rect x="60" y="60" width="280" height="290" rx="14" fill="${body}" ${line}/>
    <line x1="60" y1="120" x2="340" y2="120" ${thin}/>
    <circle cx="105" cy="90" r="14" fill="${shade(body, -0.2)}" ${thin}/><circle cx="295" cy="90" r="14" fill="${shade(body, -0.2)}" ${thin}/>
    <rect x="160" y="78" width="80" height="24" rx="5" fill="${accent}" ${thin}/>
    <rect x="100" y="145" width="200" height="12" rx="6" fill="${shade(body, -0.3)}" ${thin}/>
    <rect x="95" y="175" width="210" height="145" rx="12" fill="#3b2f2f" ${thin}/>
    <rect x="110" y="190" width="180" height="115" rx="8" fill="#f4a259" opacity="0.55"/>`,
  hob: (body) => `
    <path d="M40 250 L110 130 L290 130 L360 250 Z" fill="${body === '#1f1f1f' ? '#1f1f1f' : body}" ${line}/>
    <g fill="none" stroke="#e63946" stroke-width="5">
      <ellipse cx="140" cy="165" rx="42" ry="18"/><ellipse cx="260" cy="165" rx="42" ry="18"/>
      <ellipse cx="120" cy="215" rx="50" ry="22"/><ellipse cx="280" cy="215" rx="50" ry="22"/></g>
    <rect x="40" y="250" width="320" height="24" rx="4" fill="${shade(body, 0.25)}" ${line}/>`,
  tv: (body) => `
    <rect x="20" y="60" width="360" height="220" rx="10" fill="${body}" ${line}/>
    <rect x="34" y="74" width="332" height="192" rx="4" fill="url(#screen)"/>
    <path d="M60 250 L150 160 L210 220 L260 180 L340 250 Z" fill="#ffffff" opacity="0.25"/>
    <path d="M170 280 L150 330 L250 330 L230 280 Z" fill="${shade(body, 0.2)}" ${line}/>`,
  soundbar: (body) => `
    <rect x="20" y="150" width="360" height="80" rx="40" fill="${body}" ${line}/>
    <g fill="${contrast(body)}">${Array.from({ length: 30 }, (_, i) => `<circle cx="${60 + (i % 15) * 20}" cy="${178 + Math.floor(i / 15) * 24}" r="5"/>`).join('')}</g>
    <rect x="250" y="250" width="110" height="120" rx="12" fill="${body}" ${line}/>
    <circle cx="305" cy="310" r="36" fill="${shade(body, 0.2)}" ${thin}/><circle cx="305" cy="310" r="12" fill="${shade(body, -0.2)}"/>`,
  headphones: (body) => `
    <path d="M90 230 V190 A110 110 0 0 1 310 190 V230" fill="none" stroke="${INK}" stroke-width="26" stroke-linecap="round"/>
    <path d="M90 230 V190 A110 110 0 0 1 310 190 V230" fill="none" stroke="${body}" stroke-width="14" stroke-linecap="round"/>
    <rect x="55" y="200" width="80" height="140" rx="38" fill="${body}" ${line}/>
    <rect x="265" y="200" width="80" height="140" rx="38" fill="${body}" ${line}/>
    <rect x="115" y="225" width="26" height="90" rx="12" fill="${shade(body, -0.25)}" ${thin}/>
    <rect x="259" y="225" width="26" height="90" rx="12" fill="${shade(body, -0.25)}" ${thin}/>`,
  'wall-mount': (body) => `
    <rect x="70" y="60" width="60" height="280" rx="8" fill="${body}" ${line}/>
    <path d="M130 150 L250 170 L250 190 L130 180 Z M130 230 L250 230 L250 250 L130 260 Z" fill="${shade(body, 0.3)}" ${line}/>
    <rect x="250" y="110" width="40" height="190" rx="6" fill="${body}" ${line}/>
    <g fill="${INK}"><circle cx="100" cy="90" r="7"/><circle cx="100" cy="310" r="7"/></g>`,
  laptop: (body) => `
    <rect x="80" y="70" width="240" height="170" rx="10" fill="${body}" ${line}/>
    <rect x="94" y="84" width="212" height="142" rx="4" fill="url(#screen)"/>
    <path d="M40 255 L80 240 L320 240 L360 255 L360 268 Q200 280 40 268 Z" fill="${shade(body, -0.1)}" ${line}/>
    <rect x="170" y="244" width="60" height="8" rx="4" fill="${shade(body, -0.3)}"/>`,
  'laptop-bag': (body) => `
    <path d="M150 120 Q150 70 200 70 Q250 70 250 120" fill="none" stroke="${INK}" stroke-width="16" stroke-linecap="round"/>
    <rect x="50" y="110" width="300" height="230" rx="26" fill="${body}" ${line}/>
    <path d="M50 170 H350" ${thin}/>
    <rect x="170" y="160" width="60" height="24" rx="6" fill="${shade(body, 0.3)}" ${thin}/>
    <rect x="90" y="220" width="220" height="80" rx="14" fill="${shade(body, -0.12)}" ${thin}/>`,
  glove: (body) => `
    <path d="M118 300 C 92 250, 78 175, 108 118 C 140 58, 262 48, 302 108 C 334 160, 324 250, 292 300 Z" fill="${body}" ${line}/>
    <path d="M128 165 C 175 205, 250 205, 306 150" fill="none" stroke="${contrast(body)}" stroke-width="6" stroke-linecap="round"/>
    <path d="M122 270 C 88 240, 92 182, 134 172 C 168 166, 180 210, 162 240 C 152 258, 138 270, 122 270 Z" fill="${shade(body, -0.12)}" ${line}/>
    <path d="M160 88 C 200 72, 250 76, 282 100" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round" opacity="0.55"/>
    <rect x="120" y="292" width="175" height="86" rx="16" fill="${shade(body, -0.18)}" ${line}/>
    <rect x="120" y="308" width="175" height="30" fill="${contrast(body)}" ${thin}/>
    <text x="207" y="331" font-family="DejaVu Sans, sans-serif" font-size="20" font-weight="bold" text-anchor="middle" fill="${body}">OZ</text>`,
  'punching-bag': (body) => `
    <path d="M200 10 V50 M200 50 L140 90 M200 50 L260 90 M200 50 L200 90" ${thin} fill="none"/>
    <rect x="130" y="85" width="140" height="290" rx="30" fill="${body}" ${line}/>
    <rect x="130" y="130" width="140" height="16" fill="${shade(body, 0.35)}"/>
    <rect x="130" y="315" width="140" height="16" fill="${shade(body, 0.35)}"/>
    <ellipse cx="200" cy="92" rx="70" ry="12" fill="${shade(body, -0.2)}" ${thin}/>`,
  wraps: (body) => `
    <ellipse cx="170" cy="200" rx="95" ry="95" fill="${body}" ${line}/>
    <ellipse cx="170" cy="200" rx="62" ry="62" fill="none" stroke="${shade(body, -0.2)}" stroke-width="5"/>
    <ellipse cx="170" cy="200" rx="30" ry="30" fill="${shade(body, 0.4)}" ${thin}/>
    <path d="M230 270 C 280 300, 320 300, 360 280 L370 320 C 330 345, 280 345, 220 300 Z" fill="${body}" ${line}/>
    <rect x="330" y="285" width="32" height="36" fill="${shade(body, -0.25)}" transform="rotate(-15 346 303)"/>`,
  mouthguard: (body) => `
    <path d="M80 140 C 80 300, 320 300, 320 140 L280 140 C 280 250, 120 250, 120 140 Z" fill="${body}" ${line}/>
    <path d="M100 150 C 105 270, 295 270, 300 150" fill="none" stroke="${shade(body, 0.4)}" stroke-width="6" stroke-dasharray="18 10"/>`,
  dumbbell: (body) => `
    <rect x="110" y="185" width="180" height="30" rx="8" fill="#b0b4b8" ${line}/>
    <rect x="60" y="120" width="50" height="160" rx="12" fill="${body}" ${line}/>
    <rect x="290" y="120" width="50" height="160" rx="12" fill="${body}" ${line}/>
    <rect x="30" y="145" width="30" height="110" rx="8" fill="${shade(body, 0.2)}" ${line}/>
    <rect x="340" y="145" width="30" height="110" rx="8" fill="${shade(body, 0.2)}" ${line}/>`,
  mat: (body) => `
    <path d="M40 300 L250 300 L360 220 L150 220 Z" fill="${body}" ${line}/>
    <ellipse cx="310" cy="190" rx="55" ry="55" fill="${shade(body, -0.1)}" ${line}/>
    <ellipse cx="310" cy="190" rx="30" ry="30" fill="none" stroke="${shade(body, 0.3)}" stroke-width="6"/>
    <circle cx="310" cy="190" r="8" fill="${INK}"/>`,
  treadmill: (body) => `
    <path d="M40 330 L300 330 L330 300 L70 300 Z" fill="${body}" ${line}/>
    <rect x="40" y="330" width="260" height="20" fill="${shade(body, 0.3)}" ${line}/>
    <path d="M300 300 L300 120" stroke="${INK}" stroke-width="14" stroke-linecap="round"/>
    <rect x="240" y="90" width="120" height="50" rx="10" fill="${shade(body, 0.2)}" ${line}/>
    <rect x="256" y="102" width="60" height="24" rx="4" fill="#7ed957" ${thin}/>`,
};

/** The pictogram as an SVG fragment in a 400×400 box, coloured for the product. */
export function pictogramSvg(pictogram: Pictogram, body: string, accent = '#7ed957'): string {
  return DRAWINGS[pictogram](body, accent);
}

/** Shared gradient used by the screens of televisions and laptops. */
export const PICTOGRAM_DEFS = `<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="#1d3557"/><stop offset="0.55" stop-color="#457b9d"/><stop offset="1" stop-color="#a8dadc"/></linearGradient>`;
