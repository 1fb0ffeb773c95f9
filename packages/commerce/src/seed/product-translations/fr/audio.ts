import type { PhraseBook } from '../../phrase-book.ts';
import {
  byColour,
  COLOURS_MASCULINE,
  COLOURS_MASCULINE_PLURAL,
  type ColourWords,
} from './colours.ts';

const HEADPHONE_COLOURS = ['zwart', 'wit', 'blauw', 'roze'];

function only(colours: ColourWords): ColourWords {
  return Object.fromEntries(HEADPHONE_COLOURS.map((colour) => [colour, colours[colour] ?? colour]));
}

/**
 * Headphone names end in their colour, which agrees with the noun: un casque noir, des écouteurs
 * noirs. Each name's phrase ends in the colour word itself, so it never swallows the meta title
 * that follows a name.
 */
const headphoneNames: PhraseBook = {
  ...['Over-ear', 'On-ear'].reduce<PhraseBook>(
    (book, type) => ({
      ...book,
      ...byColour(
        only(COLOURS_MASCULINE),
        (nl) => `{1} Draadloze ${type} koptelefoon met noise cancelling ${nl}`,
        (fr) => `Casque ${type} sans fil à réduction de bruit {1} ${fr}`,
      ),
      ...byColour(
        only(COLOURS_MASCULINE),
        (nl) => `{1} Draadloze ${type} koptelefoon ${nl}`,
        (fr) => `Casque ${type} sans fil {1} ${fr}`,
      ),
      ...byColour(
        only(COLOURS_MASCULINE),
        (nl) => `{1} ${type} koptelefoon ${nl}`,
        (fr) => `Casque ${type} filaire {1} ${fr}`,
      ),
    }),
    {},
  ),
  ...byColour(
    only(COLOURS_MASCULINE_PLURAL),
    (nl) => `{1} Draadloze In-ear oordopjes met noise cancelling ${nl}`,
    (fr) => `Écouteurs sans fil à réduction de bruit {1} ${fr}`,
  ),
  ...byColour(
    only(COLOURS_MASCULINE_PLURAL),
    (nl) => `{1} Draadloze In-ear oordopjes ${nl}`,
    (fr) => `Écouteurs sans fil {1} ${fr}`,
  ),
  ...byColour(
    only(COLOURS_MASCULINE_PLURAL),
    (nl) => `{1} In-ear oordopjes ${nl}`,
    (fr) => `Écouteurs filaires {1} ${fr}`,
  ),
};

/** Soundbars and headphones. */
export const audio: PhraseBook = {
  // Soundbars.
  '{1} Soundbar {2}': 'Barre de son {1} {2}',
  '{1} Soundbar {2} met Dolby Atmos': 'Barre de son {1} {2} avec Dolby Atmos',
  'Soundbar {1} met {2} W vermogen.': 'Barre de son {1} d’une puissance de {2} W.',
  'Soundbar {1} met {2} W vermogen en draadloze subwoofer.':
    'Barre de son {1} d’une puissance de {2} W, avec caisson de basses sans fil.',
  'Deze {1}-soundbar geeft je tv het geluid dat bij het beeld past.':
    'Cette barre de son {1} offre à votre téléviseur un son à la hauteur de l’image.',
  'Met Dolby Atmos komt het geluid ook van boven, zoals in de bioscoop.':
    'Avec Dolby Atmos, le son vient aussi d’en haut, comme au cinéma.',
  'Via HDMI eARC bedien je het volume gewoon met de afstandsbediening van je televisie.':
    'Grâce au HDMI eARC, vous réglez le volume tout simplement avec la télécommande de votre téléviseur.',
  'Het laatste cijfer telt de subwoofers; een derde getal telt de luidsprekers naar boven.':
    'Le dernier chiffre indique le nombre de caissons de basses ; un troisième chiffre, celui des haut-parleurs orientés vers le haut.',
  Kanalen: 'Canaux',
  Vermogen: 'Puissance',
  Subwoofer: 'Caisson de basses',
  'Draadloos, voor diepe bassen': 'Sans fil, pour des basses profondes',
  'Geluid ook van boven': 'Le son vient aussi d’en haut',
  // The soundbar's selling point; the specification label of the same name is a hob's.
  Aansluiting: 'Connectique',
  'HDMI eARC: bedienen met je tv-afstandsbediening':
    'HDMI eARC : pilotage avec la télécommande de votre TV',

  // Headphones.
  ...headphoneNames,
  'Draadloze Over-ear koptelefoon met noise cancelling.':
    'Casque Over-ear sans fil à réduction de bruit.',
  'Draadloze Over-ear koptelefoon.': 'Casque Over-ear sans fil.',
  'Over-ear koptelefoon.': 'Casque Over-ear filaire.',
  'Draadloze On-ear koptelefoon met noise cancelling.':
    'Casque On-ear sans fil à réduction de bruit.',
  'Draadloze On-ear koptelefoon.': 'Casque On-ear sans fil.',
  'On-ear koptelefoon.': 'Casque On-ear filaire.',
  'Draadloze In-ear oordopjes met noise cancelling.':
    'Écouteurs intra-auriculaires sans fil à réduction de bruit.',
  'Draadloze In-ear oordopjes.': 'Écouteurs intra-auriculaires sans fil.',
  'In-ear oordopjes.': 'Écouteurs intra-auriculaires filaires.',
  'Actieve noise cancelling dempt het geronk van trein en vliegtuig, zodat je muziek zachter kan.':
    'La réduction de bruit active atténue le grondement du train et de l’avion : vous pouvez écouter votre musique moins fort.',
  'De goed afsluitende oorkussens houden het meeste omgevingsgeluid buiten.':
    'Les coussinets bien ajustés vous isolent de la plupart des bruits ambiants.',
  'De accu gaat {1} uur mee; tien minuten laden geeft twee uur muziek.':
    'La batterie tient {1} heures ; dix minutes de charge donnent deux heures de musique.',
  'Filtert omgevingsgeluid weg': 'Filtre les bruits ambiants',
  'Bluetooth 5.3': 'Bluetooth 5.3',
  '3,5 mm jack': 'Jack 3,5 mm',
  Microfoon: 'Microphone',
  'Bellen zonder je telefoon te pakken': 'Appelez sans sortir votre téléphone',
};
