import * as bidiModule from 'bidi-js';
import type { Bidi } from 'bidi-js';
import { faces, type Face } from './shop-fonts.ts';

/** A stretch of a line drawn with one face, in the order it is drawn (left to right). */
export interface TextRun {
  text: string;
  face: Face;
}

/** Whether a face has a glyph for a code point. */
export type Coverage = (face: Face, codePoint: number) => boolean;

// bidi-js is CommonJS (`module.exports = factory`) with an ES module beside it, and its types
// claim an ES default export: Node hands the factory as the namespace's default, a bundler may
// hand either; TypeScript types it differently under NodeNext and under the storefront's
// bundler resolution. Whichever arrives, the factory is used.
const exported: unknown = bidiModule.default;
const bidiFactory = (
  typeof exported === 'function' ? exported : (exported as { default: unknown }).default
) as () => Bidi;
const bidi = bidiFactory();
/** An emoji with its skin tone, a letter with its accents: turned round as one. */
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

const within = (ranges: [number, number][]) => (codePoint: number) =>
  ranges.some(([first, last]) => codePoint >= first && codePoint <= last);
const skinTones: [number, number] = [0x1f3fb, 0x1f3ff];
const tags: [number, number] = [0xe0020, 0xe007f];
/** Drawn with the character before them when its face has them: marks (variation selectors
 * among them), joiners, skin tones, flag tags. */
const clinging = (char: string, codePoint: number) =>
  /\p{M}/u.test(char) || codePoint === 0x200d || within([skinTones, tags])(codePoint);
/** Invisible when the face before them lacks them: drawn, they would show as a box. */
const ignorable = within([[0x200b, 0x200f], [0x2060, 0x2064], [0xfe00, 0xfe0f], skinTones, tags]);
/** Drawn where no face has the character (CJK, say): a visible mark, never a wrong letter. */
export const replacement = '\ufffd';
/** Scripts fontkit lays out right to left by itself (it reverses such a run's glyphs). */
const rightToLeftScript =
  /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const ownScript = /[^\p{Script=Common}\p{Script=Inherited}]/u;

interface LogicalRun extends TextRun {
  level: number;
}

/**
 * One line of text as the runs to draw, left to right: each character in the first face that
 * has it, the runs in the order the Unicode bidi algorithm puts them (bidi-js; the line's
 * direction from its first strong letter). A right-to-left run in a Hebrew or Arabic face stays
 * in reading order, because fontkit shapes and reverses it itself (Arabic letters join by their
 * reading-order neighbours); any other right-to-left run (spaces, dashes, digits between
 * Hebrew words) is reversed and mirrored here.
 */
export function visualRuns(line: string, covers: Coverage): TextRun[] {
  // bidi-js reads UTF-16 units one by one, and would take each half of an emoji for a
  // left-to-right letter: an astral character stands in as two neutral units instead.
  const { levels } = bidi.getEmbeddingLevels(
    line.replace(/[\u{10000}-\u{10ffff}]/gu, '\ufffc\ufffc'),
  );
  const runs: LogicalRun[] = [];
  let index = 0;
  for (const char of line) {
    const codePoint = char.codePointAt(0)!;
    const level = levels[index]!;
    index += char.length;
    const last = runs.at(-1);
    let face: Face | undefined;
    let text = char;
    if (last && clinging(char, codePoint) && covers(last.face, codePoint)) face = last.face;
    else if (ignorable(codePoint)) continue;
    else face = faces.find((candidate) => covers(candidate, codePoint));
    if (!face) [face, text] = ['sans', replacement];
    if (last && last.face === face && last.level === level) last.text += text;
    else runs.push({ text, face, level });
  }
  return reorder(runs).map(({ text, face, level }) => {
    if (level % 2 === 0) return { text, face };
    const script = ownScript.exec(text)?.[0];
    if (script && rightToLeftScript.test(script)) return { text, face };
    const clusters = Array.from(graphemes.segment(text), ({ segment }) => segment).reverse();
    const mirrored = clusters.map((cluster) => bidi.getMirroredCharacter(cluster) ?? cluster);
    return { text: mirrored.join(''), face };
  });
}

/** Rule L2 of the bidi algorithm on whole runs: from the highest level down to the lowest odd
 * one, each stretch of runs at that level or above turns round. */
function reorder(runs: LogicalRun[]): LogicalRun[] {
  const ordered = [...runs];
  const levels = ordered.map((run) => run.level);
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.filter((level) => level % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < ordered.length; start++) {
      if (ordered[start]!.level < level) continue;
      let end = start;
      while (end + 1 < ordered.length && ordered[end + 1]!.level >= level) end++;
      ordered.splice(start, end - start + 1, ...ordered.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return ordered;
}
