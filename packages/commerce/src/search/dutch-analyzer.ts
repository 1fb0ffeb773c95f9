/**
 * The Dutch text analyzer, the store's own language: every product has Dutch texts, and every
 * locale's search reads them too (ADR 0040). See language-analyzer.ts for what an analyzer does.
 */
import { stemmer as snowballDutch } from '@orama/stemmers/dutch';
import { createAnalyzer } from './language-analyzer.ts';

export { normalizeText, splitWords, stemCacheCharLimit } from './language-analyzer.ts';

export const dutchAnalyzer = createAnalyzer({
  language: 'nl',
  stem: snowballDutch,
  // Common Dutch function words; they would make AND queries fail on words nobody searches for.
  stopWords:
    'de het een en of van voor met in op aan bij tot uit om te door naar over als dat die dit is ' +
    'zijn er je u uw ook niet wel maar dan s',
  // Heads of compounds common in this shop's catalogue (appliances, electronics, sports goods).
  // Dutch writes compounds as one word; indexing the head and the modifier as extra terms lets
  // `machine` or `was droger` find `wasmachine` and `wasdroger` without a dictionary decompounder.
  compoundHeads:
    'machine droger kast wasser zuiger oven plaat kap vriezer koeler combinatie handschoen zak ' +
    'apparaat scherm speaker telefoon kabel houder beugel bril ketel rooster mixer blender pan lamp ' +
    'horloge band fiets bal schoen tas beschermer bidon box radio camera lader set stang ' +
    'trainer wekker kussen deken ventilator kachel strijkijzer boiler hoes filter bank klok',
  // Snowball Dutch keeps the `-s` of plurals after an `e` (`wasmachines` stays whole while
  // `wasmachine` becomes `wasmachin`), so that plural is stripped first.
  beforeStem: (word) => (word.length >= 6 && word.endsWith('es') ? word.slice(0, -1) : word),
});

export const isStopWord = dutchAnalyzer.isStopWord;
export const stemWord = dutchAnalyzer.stemWord;
export const compoundParts = dutchAnalyzer.compoundParts;
export const wordIndexTerms = dutchAnalyzer.wordIndexTerms;
export const indexTerms = dutchAnalyzer.indexTerms;
export const queryTerms = dutchAnalyzer.queryTerms;
export const stemCacheSize = dutchAnalyzer.stemCacheSize;
