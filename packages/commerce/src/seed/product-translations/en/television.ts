import type { PhraseBook } from '../../phrase-book.ts';

/** English texts of televisions and TV wall mounts. */
export const television: PhraseBook = {
  // Names: `{1}` is the brand and model code, the year closes the name.
  '{1} 4K televisie {2} inch ({3})': '{1} 4K TV {2} inch ({3})',
  '{1} QLED televisie {2} inch ({3})': '{1} QLED TV {2} inch ({3})',
  '{1} Mini-LED televisie {2} inch ({3})': '{1} Mini-LED TV {2} inch ({3})',
  '{1} OLED televisie {2} inch ({3})': '{1} OLED TV {2} inch ({3})',
  '{1} TV-muurbeugel kantelbaar {2} inch': '{1} Tilting TV wall mount {2} inch',
  '{1} TV-muurbeugel vast {2} inch': '{1} Fixed TV wall mount {2} inch',
  'tv-muurbeugel': 'TV wall mount',

  // Summaries: panel, refresh rate and smart platform are captured.
  '{1} inch {2} televisie met {3} Hz en {4}.': '{1} inch {2} TV with {3} Hz and {4}.',
  'Kantelbare TV-muurbeugel voor {1} tot {2} inch.': 'Tilting TV wall mount for {1} to {2} inch.',
  'Vaste TV-muurbeugel voor {1} tot {2} inch.': 'Fixed TV wall mount for {1} to {2} inch.',

  // Highlights.
  'Op het {1} inch scherm kijk je het best vanaf ongeveer {2} meter.':
    'The {1} inch screen is best watched from about {2} metres away.',
  'Elk pixel van het OLED-paneel geeft zelf licht, dus zwart is echt zwart.':
    'Every pixel of the OLED panel gives its own light, so black is truly black.',
  'Het {1}-paneel is fel genoeg voor een zonnige woonkamer.':
    'The {1} panel is bright enough for a sunny living room.',
  'Met {1} Hz en HDMI {2} zijn sport en games haarscherp.':
    'With {1} Hz and HDMI {2}, sport and games are razor-sharp.',
  '{1} geeft je alle bekende streamingdiensten en de app van je tv-aanbieder.':
    '{1} gives you all the well-known streaming services and the app of your TV provider.',
  'Deze beugel hangt televisies van {1} tot {2} inch strak tegen de muur.':
    'This mount hangs televisions from {1} to {2} inch flat against the wall.',
  'Kantel het scherm tot {1} graden om weerspiegelingen te voorkomen.':
    'Tilt the screen up to {1} degrees to avoid reflections.',

  // Selling points and specification values.
  '{1} inch ({2} cm)': '{1} inch ({2} cm)',
  'Smart TV': 'Smart TV',
  '{1} met alle streamingdiensten': '{1} with all streaming services',
  VonkOS: 'VonkOS',
  'Lumen Smart': 'Lumen Smart',
  Gaming: 'Gaming',
  'HDMI 2.1 met VRR': 'HDMI 2.1 with VRR',
  '{1} kWh/{2} h': '{1} kWh/{2} h',
  'Televisies van {1} tot {2} inch': 'Televisions from {1} to {2} inch',
  '{1}x{2} tot {3}x{4}': '{1}x{2} to {3}x{4}',
  Draagvermogen: 'Maximum load',
  Kantelbaar: 'Tilting',
  'Tot {1} graden': 'Up to {1} degrees',
};
