/**
 * French, German and English for the synthetic catalogue (synthetic-catalogue.ts), so the
 * benchmark indexes four languages at volume (ADR 0040): product types, category names, colours
 * and the description's words. A word without an entry stays Dutch, as an untranslated text does.
 */
import type { IndexedProduct, LocalSearchTexts, PageLocale } from '../src/catalog/index/types.ts';

type Words = Record<PageLocale, string>;
const w = (fr: string, de: string, en: string): Words => ({ fr, de, en });

const words: Record<string, Words> = {
  Wasmachine: w('Lave-linge', 'Waschmaschine', 'Washing machine'),
  Wasdroger: w('Sèche-linge', 'Wäschetrockner', 'Tumble dryer'),
  Droogkast: w('Armoire séchante', 'Trockenschrank', 'Drying cabinet'),
  Koelkast: w('Réfrigérateur', 'Kühlschrank', 'Fridge'),
  Vriezer: w('Congélateur', 'Gefrierschrank', 'Freezer'),
  'Amerikaanse koelkast': w(
    'Réfrigérateur américain',
    'Side-by-Side-Kühlschrank',
    'American fridge',
  ),
  Vaatwasser: w('Lave-vaisselle', 'Geschirrspüler', 'Dishwasher'),
  Stofzuiger: w('Aspirateur', 'Staubsauger', 'Vacuum cleaner'),
  Oven: w('Four', 'Backofen', 'Oven'),
  Magnetron: w('Micro-ondes', 'Mikrowelle', 'Microwave'),
  Kookplaat: w('Plaque de cuisson', 'Kochfeld', 'Hob'),
  Afzuigkap: w('Hotte', 'Dunstabzugshaube', 'Cooker hood'),
  Koffiezetapparaat: w('Machine à café', 'Kaffeemaschine', 'Coffee machine'),
  Televisie: w('Téléviseur', 'Fernseher', 'Television'),
  Koptelefoon: w('Casque audio', 'Kopfhörer', 'Headphones'),
  Speaker: w('Enceinte', 'Lautsprecher', 'Speaker'),
  Soundbar: w('Barre de son', 'Soundbar', 'Soundbar'),
  Smartphone: w('Smartphone', 'Smartphone', 'Smartphone'),
  Bokshandschoenen: w('Gants de boxe', 'Boxhandschuhe', 'Boxing gloves'),
  Bokszak: w('Sac de frappe', 'Boxsack', 'Punching bag'),
  Bandage: w('Bandage', 'Bandage', 'Hand wrap'),
  Halter: w('Haltère', 'Hantel', 'Dumbbell'),
  Loopband: w('Tapis de course', 'Laufband', 'Treadmill'),
  Huishouden: w('Électroménager', 'Haushalt', 'Household'),
  'Wassen & drogen': w('Lavage & séchage', 'Waschen & Trocknen', 'Washing & drying'),
  'Koelen & vriezen': w('Froid', 'Kühlen & Gefrieren', 'Cooling & freezing'),
  Keuken: w('Cuisine', 'Küche', 'Kitchen'),
  Elektronica: w('Électronique', 'Elektronik', 'Electronics'),
  Boksen: w('Boxe', 'Boxen', 'Boxing'),
  zwart: w('noir', 'schwarz', 'black'),
  wit: w('blanc', 'weiß', 'white'),
  zilver: w('argent', 'silber', 'silver'),
  rvs: w('inox', 'Edelstahl', 'stainless steel'),
  grijs: w('gris', 'grau', 'grey'),
  rood: w('rouge', 'rot', 'red'),
  blauw: w('bleu', 'blau', 'blue'),
  groen: w('vert', 'grün', 'green'),
  stil: w('silencieux', 'leise', 'quiet'),
  zuinig: w('économe', 'sparsam', 'efficient'),
  snel: w('rapide', 'schnell', 'fast'),
  compact: w('compact', 'kompakt', 'compact'),
  slim: w('intelligent', 'smart', 'smart'),
  'met display': w('avec écran', 'mit Display', 'with a display'),
  'met app-bediening': w('pilotable par appli', 'mit App-Steuerung', 'app-controlled'),
  'extra groot': w('extra grand', 'extra groß', 'extra large'),
};

/** Plurals the singular's entry does not reach by dropping `-s` or `-en`. */
const plurals: Record<string, string> = {
  'Amerikaanse koelkasten': 'Amerikaanse koelkast',
  Kookplaten: 'Kookplaat',
  Afzuigkappen: 'Afzuigkap',
  Koffiezetapparaten: 'Koffiezetapparaat',
  Bokszakken: 'Bokszak',
};

/**
 * The word in the language; a category's plural name as its product type's word (`Wasmachines`
 * as `Lave-linge`); the Dutch word where the table has none.
 */
export function translated(dutch: string, locale: PageLocale): string {
  const entry =
    words[dutch] ??
    words[plurals[dutch] ?? ''] ??
    words[dutch.replace(/s$/, '')] ??
    words[dutch.replace(/en$/, '')];
  return entry?.[locale] ?? dutch;
}

const sentences: Record<PageLocale, (p: DescriptionParts) => string> = {
  fr: (p) =>
    `Ce produit ${p.type} de ${p.brand} est ${p.features[0]} et ${p.features[1]}. ` +
    `Pour un usage quotidien, avec ${p.years} ans de garantie.`,
  de: (p) =>
    `Dieses Produkt (${p.type}) von ${p.brand} ist ${p.features[0]} und ${p.features[1]}. ` +
    `Für den täglichen Gebrauch, mit ${p.years} Jahren Garantie.`,
  en: (p) =>
    `This ${p.type} by ${p.brand} is ${p.features[0]} and ${p.features[1]}. ` +
    `Made for daily use, with a ${p.years} year guarantee.`,
};

export interface DescriptionParts {
  type: string;
  brand: string;
  features: [string, string];
  years: number;
}

/** The product's texts in fr, de and en, from the same parts as its Dutch ones. */
export function syntheticTranslations(parts: {
  brand: string;
  model: string;
  type: string;
  spec: string;
  colour: string;
  features: [string, string];
  years: number;
  categoryNames: string[];
}): IndexedProduct['translations'] {
  const texts: Partial<Record<PageLocale, LocalSearchTexts>> = {};
  for (const locale of ['fr', 'de', 'en'] as const) {
    const type = translated(parts.type, locale);
    texts[locale] = {
      name: `${parts.brand} ${parts.model} ${type}${parts.spec} ${translated(parts.colour, locale)}`,
      description: sentences[locale]({
        type: type.toLowerCase(),
        brand: parts.brand,
        features: [translated(parts.features[0], locale), translated(parts.features[1], locale)],
        years: parts.years,
      }),
      keywords: parts.categoryNames.map((name) => translated(name, locale)).join(' '),
    };
  }
  return texts;
}
