import type { PhraseBook } from '../../phrase-book.ts';

/** English texts of soundbars and headphones. */
export const audio: PhraseBook = {
  // Names: `{1}` is the brand and model code; a headphone's colour follows (see `shared.ts`).
  '{1} Soundbar {2}': '{1} Soundbar {2}',
  '{1} Soundbar {2} met Dolby Atmos': '{1} Soundbar {2} with Dolby Atmos',
  '{1} Over-ear koptelefoon': '{1} Over-ear headphones',
  '{1} Draadloze Over-ear koptelefoon': '{1} Wireless Over-ear headphones',
  '{1} Draadloze Over-ear koptelefoon met noise cancelling':
    '{1} Wireless Over-ear headphones with noise cancelling',
  '{1} On-ear koptelefoon': '{1} On-ear headphones',
  '{1} Draadloze On-ear koptelefoon': '{1} Wireless On-ear headphones',
  '{1} Draadloze On-ear koptelefoon met noise cancelling':
    '{1} Wireless On-ear headphones with noise cancelling',
  '{1} In-ear oordopjes': '{1} In-ear earbuds',
  '{1} Draadloze In-ear oordopjes': '{1} Wireless In-ear earbuds',
  '{1} Draadloze In-ear oordopjes met noise cancelling':
    '{1} Wireless In-ear earbuds with noise cancelling',

  // Summaries.
  'Soundbar {1} met {2} W vermogen.': '{1} soundbar with {2} W of power.',
  'Soundbar {1} met {2} W vermogen en draadloze subwoofer.':
    '{1} soundbar with {2} W of power and a wireless subwoofer.',
  'Over-ear koptelefoon.': 'Over-ear headphones.',
  'Draadloze Over-ear koptelefoon.': 'Wireless over-ear headphones.',
  'Draadloze Over-ear koptelefoon met noise cancelling.':
    'Wireless over-ear headphones with noise cancelling.',
  'On-ear koptelefoon.': 'On-ear headphones.',
  'Draadloze On-ear koptelefoon.': 'Wireless on-ear headphones.',
  'Draadloze On-ear koptelefoon met noise cancelling.':
    'Wireless on-ear headphones with noise cancelling.',
  'In-ear oordopjes.': 'In-ear earbuds.',
  'Draadloze In-ear oordopjes.': 'Wireless in-ear earbuds.',
  'Draadloze In-ear oordopjes met noise cancelling.':
    'Wireless in-ear earbuds with noise cancelling.',

  // Highlights.
  'Deze {1}-soundbar geeft je tv het geluid dat bij het beeld past.':
    'This {1} soundbar gives your TV the sound its picture deserves.',
  'Met Dolby Atmos komt het geluid ook van boven, zoals in de bioscoop.':
    'With Dolby Atmos, sound also comes from above, just like in the cinema.',
  'Via HDMI eARC bedien je het volume gewoon met de afstandsbediening van je televisie.':
    'Through HDMI eARC, you simply control the volume with your television’s remote.',
  'Actieve noise cancelling dempt het geronk van trein en vliegtuig, zodat je muziek zachter kan.':
    'Active noise cancelling dampens the drone of trains and planes, so you can play your music more quietly.',
  'De goed afsluitende oorkussens houden het meeste omgevingsgeluid buiten.':
    'The well-sealing ear cushions keep out most of the ambient noise.',
  'De accu gaat {1} uur mee; tien minuten laden geeft twee uur muziek.':
    'The battery lasts {1} hours; ten minutes of charging gives two hours of music.',

  // Selling points and specification values.
  Kanalen: 'Channels',
  Vermogen: 'Power',
  Subwoofer: 'Subwoofer',
  'Draadloos, voor diepe bassen': 'Wireless, for deep bass',
  'Geluid ook van boven': 'Sound from above as well',
  'HDMI eARC: bedienen met je tv-afstandsbediening': 'HDMI eARC: control it with your TV remote',
  'Filtert omgevingsgeluid weg': 'Filters out ambient noise',
  'Bluetooth 5.3': 'Bluetooth 5.3',
  '3,5 mm jack': '3.5 mm jack',
  Microfoon: 'Microphone',
  'Bellen zonder je telefoon te pakken': 'Take calls without reaching for your phone',
};
