import type { PhraseBook } from '../../phrase-book.ts';

/** Televisions and wall mounts. */
export const television: PhraseBook = {
  // Televisions.
  '{1} televisie {2} inch ({3})': 'Téléviseur {1} {2} pouces ({3})',
  '{1} inch {2} televisie met {3} Hz en {4}.': 'Téléviseur {2} {1} pouces, {3} Hz, avec {4}.',
  '{1} inch ({2} cm)': '{1} pouces ({2} cm)',
  '{1} kWh/1000 h': '{1} kWh/1000 h',
  VonkOS: 'VonkOS',
  'Lumen Smart': 'Lumen Smart',
  'Smart TV': 'Smart TV',
  '{1} met alle streamingdiensten': '{1} avec tous les services de streaming',
  Gaming: 'Gaming',
  'HDMI 2.1 met VRR': 'HDMI 2.1 avec VRR',
  'Op het {1} inch scherm kijk je het best vanaf ongeveer {2} meter.':
    'Pour cet écran de {1} pouces, la distance de visionnage idéale est d’environ {2} mètres.',
  'Elk pixel van het OLED-paneel geeft zelf licht, dus zwart is echt zwart.':
    'Chaque pixel de la dalle OLED produit sa propre lumière : le noir est vraiment noir.',
  'Het {1}-paneel is fel genoeg voor een zonnige woonkamer.':
    'La dalle {1} est assez lumineuse pour un salon ensoleillé.',
  'Met {1} Hz en HDMI 2.1 zijn sport en games haarscherp.':
    'Avec {1} Hz et le HDMI 2.1, le sport et les jeux vidéo restent parfaitement nets.',
  '{1} geeft je alle bekende streamingdiensten en de app van je tv-aanbieder.':
    '{1} vous donne accès à tous les grands services de streaming et à l’application de votre opérateur TV.',
  'De diagonaal van het zichtbare beeld; 1 inch is 2,54 cm.':
    'La diagonale de l’image visible ; 1 pouce équivaut à 2,54 cm.',
  'OLED geeft perfect zwart en de beste kijkhoeken; QLED en Mini-LED zijn feller.':
    'L’OLED offre un noir parfait et les meilleurs angles de vision ; le QLED et le Mini-LED sont plus lumineux.',

  // Wall mounts.
  '{1} TV-muurbeugel kantelbaar {2} inch': 'Support mural TV inclinable {1} {2} pouces',
  '{1} TV-muurbeugel vast {2} inch': 'Support mural TV fixe {1} {2} pouces',
  'tv-muurbeugel': 'le support mural TV',
  'Kantelbare TV-muurbeugel voor {1} tot {2} inch.':
    'Support mural TV inclinable pour écrans de {1} à {2} pouces.',
  'Vaste TV-muurbeugel voor {1} tot {2} inch.':
    'Support mural TV fixe pour écrans de {1} à {2} pouces.',
  'Televisies van {1} tot {2} inch': 'Téléviseurs de {1} à {2} pouces',
  '{1} tot {2} inch': 'De {1} à {2} pouces',
  '200x200 tot 600x400': '200x200 à 600x400',
  '100x100 tot 400x400': '100x100 à 400x400',
  Draagvermogen: 'Charge maximale',
  Kantelbaar: 'Inclinable',
  'Tot 15 graden': 'Jusqu’à 15 degrés',
  'Deze beugel hangt televisies van {1} tot {2} inch strak tegen de muur.':
    'Ce support fixe les téléviseurs de {1} à {2} pouces au plus près du mur.',
  'Kantel het scherm tot 15 graden om weerspiegelingen te voorkomen.':
    'Inclinez l’écran jusqu’à 15 degrés pour éviter les reflets.',
};
