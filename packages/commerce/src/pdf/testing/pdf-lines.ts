import { getDocumentProxy } from 'unpdf';

/** A piece of text as pdf.js reads it back: in reading order within the piece. */
export interface PdfPiece {
  text: string;
  direction: string;
  x: number;
}

/**
 * The text of a PDF as lines of pieces, each line's pieces left to right as drawn on the page
 * (pdf.js turns each right-to-left piece back into reading order, not the line as a whole: a
 * test puts a right-to-left line's pieces in reading order by reading them right to left).
 */
export async function pdfLines(pdf: Uint8Array): Promise<PdfPiece[][]> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const lines: PdfPiece[][] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    const byBaseline = new Map<number, PdfPiece[]>();
    for (const item of content.items) {
      if (!('str' in item) || item.str === '') continue;
      const [x, y] = [item.transform[4] as number, Math.round(item.transform[5] as number)];
      const line = byBaseline.get(y) ?? [];
      line.push({ text: item.str, direction: item.dir, x });
      byBaseline.set(y, line);
    }
    const top = [...byBaseline.entries()].sort(([a], [b]) => b - a);
    for (const [, pieces] of top) lines.push(pieces.sort((a, b) => a.x - b.x));
  }
  return lines;
}

/** A line read right to left, as a right-to-left line is read. */
export function readRightToLeft(pieces: PdfPiece[]): string {
  return pieces
    .map((piece) => piece.text)
    .reverse()
    .join('');
}
