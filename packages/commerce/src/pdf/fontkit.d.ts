// The part of fontkit (the font engine pdfkit draws with) that the shop's PDFs use: fontkit
// ships no types of its own.
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string): unknown;
    ascent: number;
    unitsPerEm: number;
  }
  export function create(buffer: Uint8Array): Font;
}
