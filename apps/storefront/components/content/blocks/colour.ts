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
