import type { PhraseBook } from '../../phrase-book.ts';

/** English texts of laptops and laptop bags. */
export const computers: PhraseBook = {
  // Names: `{1}` is the brand and model code; screen, memory and storage read the same.
  '{1} Laptop {2} inch {3}': '{1} Laptop {2} inch {3}',
  '{1} Gaming laptop {2} inch {3}': '{1} Gaming laptop {2} inch {3}',
  '{1} Chromebook {2} inch {3}': '{1} Chromebook {2} inch {3}',
  '{1} Laptoprugzak {2} inch': '{1} Laptop backpack {2} inch',
  '{1} Laptoptas {2} inch': '{1} Laptop bag {2} inch',
  laptoptas: 'laptop bag',

  // Summaries.
  'Laptop van {1} inch met {2} werkgeheugen en {3} opslag.':
    '{1} inch laptop with {2} of memory and {3} of storage.',
  'Gaming laptop van {1} inch met {2} werkgeheugen en {3} opslag.':
    '{1} inch gaming laptop with {2} of memory and {3} of storage.',
  'Chromebook van {1} inch met {2} werkgeheugen en {3} opslag.':
    '{1} inch Chromebook with {2} of memory and {3} of storage.',
  'Laptoprugzak voor laptops tot {1} inch.': 'Laptop backpack for laptops up to {1} inch.',
  'Laptoptas voor laptops tot {1} inch.': 'Laptop bag for laptops up to {1} inch.',

  // Highlights.
  'Met {1} werkgeheugen en een {2}-processor speel je de nieuwste games soepel.':
    'With {1} of memory and a {2} processor, you play the latest games smoothly.',
  'Met {1} werkgeheugen en een {2}-processor werk je soepel met tientallen tabbladen en je kantoorprogramma’s.':
    'With {1} of memory and a {2} processor, you work smoothly with dozens of tabs and your office software.',
  'Op de {1} SSD staan je bestanden veilig en start de laptop in een paar seconden op.':
    'The {1} SSD keeps your files safe and starts the laptop up in a few seconds.',
  'De accu houdt het tot {1} uur vol, genoeg voor een hele werkdag.':
    'The battery lasts up to {1} hours, enough for a full working day.',
  'De accu houdt het tot {1} uur vol.': 'The battery lasts up to {1} hours.',
  'Het gevoerde vak beschermt laptops tot {1} inch.':
    'The padded compartment protects laptops up to {1} inch.',
  'De waterafstotende buitenkant houdt je spullen droog.':
    'The water-repellent outside keeps your belongings dry.',

  // Selling points and specification values.
  'Kwarts K3 4-core': 'Kwarts K3 4-core',
  'Kwarts K5 8-core': 'Kwarts K5 8-core',
  'Kwarts K7 12-core': 'Kwarts K7 12-core',
  'Kwarts K9 16-core': 'Kwarts K9 16-core',
  Opslag: 'Storage',
  '{1} SSD': '{1} SSD',
  Scherm: 'Screen',
  '{1} inch Full HD': '{1} inch Full HD',
  '{1} inch WUXGA': '{1} inch WUXGA',
  '{1} inch {2}K': '{1} inch {2}K',
  '8 GB / 256 GB': '8 GB / 256 GB',
  '16 GB / 512 GB': '16 GB / 512 GB',
  '16 GB / 1 TB': '16 GB / 1 TB',
  '32 GB / 1 TB': '32 GB / 1 TB',
  '32 GB / 2 TB': '32 GB / 2 TB',
  '64 GB / 2 TB': '64 GB / 2 TB',
  'Laptops tot {1} inch': 'Laptops up to {1} inch',
  Waterafstotend: 'Water-repellent',
  'Droog door een regenbui': 'Stays dry in a rain shower',
  Trolleystrap: 'Trolley strap',
  'Schuift over je koffer': 'Slides over your suitcase handle',
};
