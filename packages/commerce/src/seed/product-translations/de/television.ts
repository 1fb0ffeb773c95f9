import type { PhraseBook } from '../../phrase-book.ts';

/** German for televisions and wall mounts. */
export const television: PhraseBook = {
  // Television name and summary: {1} ends in the panel (4K, QLED, Mini-LED, OLED).
  '{1} televisie {2} inch ({3})': '{1}-Fernseher {2} Zoll ({3})',
  '{1} inch {2} televisie met {3} Hz en {4}.': '{1}-Zoll-{2}-Fernseher mit {3} Hz und {4}.',
  VonkOS: 'VonkOS',
  'Lumen Smart': 'Lumen Smart',

  // Television description.
  'Op het {1} inch scherm kijk je het best vanaf ongeveer {2} meter.':
    'Vor dem {1}-Zoll-Bildschirm sitzt du am besten etwa {2} Meter entfernt.',
  'Elk pixel van het OLED-paneel geeft zelf licht, dus zwart is echt zwart.':
    'Jedes Pixel des OLED-Panels leuchtet selbst, Schwarz ist also wirklich Schwarz.',
  'Het {1}-paneel is fel genoeg voor een zonnige woonkamer.':
    'Das {1}-Panel ist hell genug für ein sonniges Wohnzimmer.',
  'Met {1} Hz en HDMI 2.1 zijn sport en games haarscherp.':
    'Mit {1} Hz und HDMI 2.1 sind Sport und Games gestochen scharf.',
  '{1} geeft je alle bekende streamingdiensten en de app van je tv-aanbieder.':
    '{1} bietet dir alle bekannten Streamingdienste und die App deines TV-Anbieters.',

  // Television selling points.
  '{1} inch ({2} cm)': '{1} Zoll ({2} cm)',
  'Smart TV': 'Smart TV',
  '{1} met alle streamingdiensten': '{1} mit allen Streamingdiensten',
  Gaming: 'Gaming',
  'HDMI 2.1 met VRR': 'HDMI 2.1 mit VRR',

  // Wall mount.
  '{1} TV-muurbeugel kantelbaar {2} inch': '{1} TV-Wandhalterung neigbar {2} Zoll',
  '{1} TV-muurbeugel vast {2} inch': '{1} TV-Wandhalterung starr {2} Zoll',
  'Kantelbare TV-muurbeugel voor {1} tot {2} inch.':
    'Neigbare TV-Wandhalterung für {1} bis {2} Zoll.',
  'Vaste TV-muurbeugel voor {1} tot {2} inch.': 'Starre TV-Wandhalterung für {1} bis {2} Zoll.',
  'Deze beugel hangt televisies van {1} tot {2} inch strak tegen de muur.':
    'Diese Halterung bringt Fernseher von {1} bis {2} Zoll flach an die Wand.',
  'Kantel het scherm tot 15 graden om weerspiegelingen te voorkomen.':
    'Neige den Bildschirm um bis zu 15 Grad, um Spiegelungen zu vermeiden.',
  'Televisies van {1} tot {2} inch': 'Fernseher von {1} bis {2} Zoll',
  '{1} tot {2} inch': '{1} bis {2} Zoll',
  '100x100 tot 400x400': '100x100 bis 400x400',
  '200x200 tot 600x400': '200x200 bis 600x400',
  Draagvermogen: 'Tragkraft',
  Kantelbaar: 'Neigbar',
  'Tot 15 graden': 'Bis zu 15 Grad',
};
