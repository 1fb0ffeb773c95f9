// The storefront's type check takes in the engine through its imports only: the reference
// brings fontkit's declaration along (an import cannot name a .d.ts of ambient declarations).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./fontkit.d.ts" />
import PDFDocument from 'pdfkit';
import { create, type Font } from 'fontkit';
import { faces, fontData, fontName, type Face } from './shop-fonts.ts';
import { visualRuns, type Coverage } from './text-runs.ts';

const fonts = new Map<string, Font>();

/**
 * A face's font, parsed once per process: parsing Noto Sans's layout tables for every document
 * took most of a document's time. pdfkit takes the parsed font as it takes a file, and keeps
 * what a document uses (its subset) apart from the font itself.
 */
function fontOf(face: Face, bold: boolean): Font {
  const name = fontName(face, bold);
  let font = fonts.get(name);
  if (!font) {
    font = create(fontData(face, bold));
    fonts.set(name, font);
  }
  return font;
}

/** Whether a face has a glyph (the regular and bold files of a face cover the same letters). */
export const covers: Coverage = (face, codePoint) =>
  fontOf(face, false).hasGlyphForCodePoint(codePoint);

/**
 * A PDF document for anything the shop prints (invoices, credit notes), with the shop's
 * embedded Unicode faces registered and Noto Sans set. pdfkit embeds only the faces a document
 * draws with, and of those only the glyphs it uses (a subset), so a Dutch invoice carries a few
 * kilobytes of Noto Sans and no Arabic.
 */
export function createShopPdf(options: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  const doc = new PDFDocument(options);
  for (const face of faces) {
    for (const bold of [false, true]) {
      // @types/pdfkit lists files and buffers only; pdfkit also takes a fontkit font.
      doc.registerFont(fontName(face, bold), fontOf(face, bold) as unknown as Uint8Array);
    }
  }
  return useSans(doc);
}

export interface WriteOptions extends PDFKit.Mixins.TextOptions {
  x?: number;
  y?: number;
  bold?: boolean;
}

/**
 * Writes text as doc.text does, but never in a standard PDF font: each line goes out as runs,
 * each in the face that has its letters and in the order the bidi algorithm draws them (see
 * visualRuns). `features: []` makes pdfkit lay out a Hebrew or Arabic run whole rather than
 * word by word, so that a run of several words keeps its words in order; other runs keep
 * pdfkit's per-word layout cache (without it a document took several times as long). Leaves the regular or bold
 * Noto Sans set, so that heightOfString and widthOfString measure as the text was drawn.
 */
export function writeText(doc: PDFKit.PDFDocument, text: string, options: WriteOptions = {}) {
  const { x, y, bold = false, ...textOptions } = options;
  // Every run sits on Noto Sans's baseline: pdfkit places text by its own face's ascent, and the
  // Arabic and emoji faces rise higher, which would drop their runs below the line.
  const sans = fontOf('sans', bold);
  const fontSize = (doc as unknown as { _fontSize: number })._fontSize;
  const baseline = -(sans.ascent / sans.unitsPerEm) * fontSize;
  let first = true;
  for (const line of text.split('\n')) {
    const runs = visualRuns(line, covers);
    if (runs.length === 0) runs.push({ text: ' ', face: 'sans' });
    runs.forEach((run, index) => {
      doc.font(fontName(run.face, bold));
      const drawn: PDFKit.Mixins.TextOptions = {
        ...textOptions,
        baseline,
        continued: index < runs.length - 1,
      };
      if (run.face === 'hebrew' || run.face === 'arabic') drawn.features = [];
      if (first && (x !== undefined || y !== undefined)) doc.text(run.text, x, y, drawn);
      else doc.text(run.text, drawn);
      first = false;
    });
  }
  return useSans(doc, bold);
}

/** Sets the regular or bold Noto Sans, the face text is measured in. */
export function useSans(doc: PDFKit.PDFDocument, bold = false) {
  return doc.font(fontName('sans', bold));
}
