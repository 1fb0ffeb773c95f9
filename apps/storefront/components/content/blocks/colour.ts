/** Whether a CSS colour (hex or rgb/rgba) is light enough to need dark text on it. */
export function isLightColour(colour: string | undefined): boolean {
  if (!colour) return false;
  let r: number, g: number, b: number;
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (hex) {
    const value = hex[1]!.length === 3 ? hex[1]!.replace(/./g, (c) => c + c) : hex[1]!;
    [r, g, b] = [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16)) as [
      number,
      number,
      number,
    ];
  } else {
    const rgb = /rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i.exec(colour);
    if (!rgb) return false;
    [r, g, b] = [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  }
  // Relative luminance, simplified: above the midpoint counts as light.
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 150;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a #rgb or #rrggbb colour, or null for anything else. */
function luminance(colour: string): number | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!hex) return null;
  const value = hex[1]!.length === 3 ? hex[1]!.replace(/./g, (c) => c + c) : hex[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => channel(parseInt(value.slice(i, i + 2), 16)));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * White or ink (#1f2937) text, whichever reads better on `background` (WCAG contrast), for
 * colours that come with the data, such as product labels. White when the colour is unknown.
 */
export function textColourOn(background: string | null | undefined): '#ffffff' | '#1f2937' {
  const bg = background ? luminance(background) : null;
  if (bg === null) return '#ffffff';
  return contrast(bg, 1) >= contrast(bg, luminance('#1f2937')!) ? '#ffffff' : '#1f2937';
}
