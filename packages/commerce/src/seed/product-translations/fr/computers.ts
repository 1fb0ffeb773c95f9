import type { PhraseBook } from '../../phrase-book.ts';

/** Laptops and laptop bags. */
export const computers: PhraseBook = {
  // Laptops: memory and storage sizes are in the shared part (Go, To).
  '{1} Laptop {2} inch {3} GB {4}': 'PC portable {1} {2} pouces {3} Go {4}',
  '{1} Gaming laptop {2} inch {3} GB {4}': 'PC portable gamer {1} {2} pouces {3} Go {4}',
  '{1} Chromebook {2} inch {3} GB {4}': 'Chromebook {1} {2} pouces {3} Go {4}',
  '{1} GB / {2}': '{1} Go / {2}',
  'Laptop van {1} inch met {2} werkgeheugen en {3} opslag.':
    'PC portable de {1} pouces avec {2} de mémoire vive et {3} de stockage.',
  'Gaming laptop van {1} inch met {2} werkgeheugen en {3} opslag.':
    'PC portable gamer de {1} pouces avec {2} de mémoire vive et {3} de stockage.',
  'Chromebook van {1} inch met {2} werkgeheugen en {3} opslag.':
    'Chromebook de {1} pouces avec {2} de mémoire vive et {3} de stockage.',
  'Met {1} werkgeheugen en een {2}-processor speel je de nieuwste games soepel.':
    'Grâce à {1} de RAM et à un processeur {2}, les derniers jeux tournent avec fluidité.',
  'Met {1} werkgeheugen en een {2}-processor werk je soepel met tientallen tabbladen en je kantoorprogramma’s.':
    'Grâce à {1} de RAM et à un processeur {2}, vous travaillez sans ralentissement avec des dizaines d’onglets et vos logiciels de bureautique.',
  'Op de {1} SSD staan je bestanden veilig en start de laptop in een paar seconden op.':
    'Sur le SSD de {1}, vos fichiers sont en sécurité et l’ordinateur démarre en quelques secondes.',
  'De accu houdt het tot {1} uur vol, genoeg voor een hele werkdag.':
    'La batterie tient jusqu’à {1} heures, assez pour toute une journée de travail.',
  'De accu houdt het tot {1} uur vol.': 'La batterie tient jusqu’à {1} heures.',
  'Met meer werkgeheugen kun je meer programma’s en tabbladen tegelijk openhouden.':
    'Plus de mémoire vive vous permet de garder davantage de logiciels et d’onglets ouverts en même temps.',
  'Kwarts {1} {2}-core': 'Kwarts {1} {2} cœurs',
  Opslag: 'Stockage',
  '{1} SSD': '{1} SSD',
  Scherm: 'Écran',
  '{1} inch Full HD': '{1} pouces Full HD',
  '{1} inch WUXGA': '{1} pouces WUXGA',
  '{1} inch 2,8K': '{1} pouces 2,8K',

  // Laptop bags.
  '{1} Laptoptas {2} inch': 'Sacoche pour PC portable {1} {2} pouces',
  '{1} Laptoprugzak {2} inch': 'Sac à dos pour PC portable {1} {2} pouces',
  laptoptas: 'le sac pour PC portable',
  'Laptoptas voor laptops tot {1} inch.': 'Sacoche pour PC portables jusqu’à {1} pouces.',
  'Laptoprugzak voor laptops tot {1} inch.': 'Sac à dos pour PC portables jusqu’à {1} pouces.',
  'Laptops tot {1} inch': 'PC portables jusqu’à {1} pouces',
  'Het gevoerde vak beschermt laptops tot {1} inch.':
    'Le compartiment rembourré protège les PC portables jusqu’à {1} pouces.',
  'De waterafstotende buitenkant houdt je spullen droog.':
    'L’extérieur déperlant garde vos affaires au sec.',
  Waterafstotend: 'Déperlant',
  'Droog door een regenbui': 'Reste au sec sous une averse',
  Trolleystrap: 'Sangle trolley',
  'Schuift over je koffer': 'Se glisse sur la poignée de votre valise',
};
