import type { PhraseBook } from '../../phrase-book.ts';

/** Dutch colour words (lower case, as product names and option labels end) in French. */
/** Dutch colour word → French colour word. */
export type ColourWords = Readonly<Record<string, string>>;

export const COLOURS_MASCULINE: ColourWords = {
  zwart: 'noir',
  wit: 'blanc',
  blauw: 'bleu',
  roze: 'rose',
  rood: 'rouge',
  goud: 'doré',
  groen: 'vert',
  grijs: 'gris',
  zilver: 'argent',
};

export const COLOURS_MASCULINE_PLURAL: ColourWords = {
  zwart: 'noirs',
  wit: 'blancs',
  blauw: 'bleus',
  roze: 'roses',
  rood: 'rouges',
  goud: 'dorés',
  groen: 'verts',
};

export const COLOURS_FEMININE_PLURAL: ColourWords = {
  zwart: 'noires',
  wit: 'blanches',
  blauw: 'bleues',
  roze: 'roses',
  rood: 'rouges',
};

/**
 * One phrase per colour: French colour words agree with the noun (un casque noir, des écouteurs
 * noirs, des bandes noires), so a product kind whose name ends in a colour gets its own entries
 * rather than one shared colour placeholder.
 */
export function byColour(
  colours: ColourWords,
  source: (dutch: string) => string,
  target: (french: string) => string,
): PhraseBook {
  return Object.fromEntries(
    Object.entries(colours).map(([dutch, french]) => [source(dutch), target(french)]),
  );
}
