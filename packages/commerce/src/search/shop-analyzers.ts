/**
 * The analyzer of each shop language (ADR 0040). Stop words and compound heads are written
 * normalised (lower case, accents folded, `ß` as `ss`), as the analyzer sees words.
 */
import { stemmer as snowballEnglish } from '@orama/stemmers/english';
import { stemmer as snowballFrench } from '@orama/stemmers/french';
import { stemmer as snowballGerman } from '@orama/stemmers/german';
import type { ShopLocale } from '../graphql/request-locale.ts';
import { dutchAnalyzer } from './dutch-analyzer.ts';
import { createAnalyzer, type TextAnalyzer } from './language-analyzer.ts';

/**
 * French writes its compounds apart or with a hyphen (`lave-linge`, `sèche-linge`), which the
 * word splitting already cuts, so it has no compound heads. The elided articles and pronouns
 * (`l'`, `d'`, `qu'`) become one-letter words and are stop words.
 */
export const frenchAnalyzer = createAnalyzer({
  language: 'fr',
  stem: snowballFrench,
  stopWords:
    'le la les l un une des du de d et ou a au aux en pour par avec sans sur sous dans ce cet ' +
    'cette ces son sa ses est sont qui que qu se s n ne pas plus y il elle vous votre vos j c m t',
});

/**
 * German writes compounds as one word, as Dutch does (`Waschmaschine`, `Kühlschrank`), so it
 * indexes the head and the modifier of compounds with a known head the same way (`Maschine`
 * finds a `Waschmaschine`, `Kühl schrank` a `Kühlschrank`). Umlauts fold to their vowel.
 */
export const germanAnalyzer = createAnalyzer({
  language: 'de',
  stem: snowballGerman,
  stopWords:
    'der die das den dem des ein eine einen einem einer eines und oder mit fur von vom zu zum ' +
    'zur im in an am auf aus bei ist sind nicht auch als wie so du dein deine es sie er wir ihr s',
  compoundHeads:
    'maschine trockner schrank spuler sauger ofen platte haube kuhler kombination handschuh ' +
    'handschuhe sack gerat bildschirm lautsprecher telefon kabel halter halterung brille kessel ' +
    'toaster mixer pfanne lampe uhr band rad ball schuh schuhe tasche schutz flasche box radio ' +
    'kamera ladegerat set stange trainer wecker kissen decke ventilator heizung heizer bugeleisen ' +
    'boiler hulle filter bank truhe kocher kochfeld fernseher kopfhorer',
});

/** English compounds are mostly two words; a few appliance words are one (`dishwasher`). */
export const englishAnalyzer = createAnalyzer({
  language: 'en',
  stem: snowballEnglish,
  stopWords:
    'the a an and or of for with in on at to from by is are it its this that these those be as ' +
    'not your you s',
  compoundHeads: 'washer dryer maker cleaner phones phone cooker freezer',
});

const analyzers: Record<ShopLocale, TextAnalyzer> = {
  nl: dutchAnalyzer,
  fr: frenchAnalyzer,
  de: germanAnalyzer,
  en: englishAnalyzer,
};

export function analyzerFor(locale: ShopLocale): TextAnalyzer {
  return analyzers[locale];
}
