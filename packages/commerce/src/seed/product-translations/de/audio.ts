import type { PhraseBook } from '../../phrase-book.ts';

/** German for soundbars and headphones. */
export const audio: PhraseBook = {
  // Soundbar name, summary and description.
  '{1} Soundbar {2}': '{1} Soundbar {2}',
  '{1} Soundbar {2} met Dolby Atmos': '{1} Soundbar {2} mit Dolby Atmos',
  'Soundbar {1} met {2} W vermogen.': 'Soundbar {1} mit {2} W Leistung.',
  'Soundbar {1} met {2} W vermogen en draadloze subwoofer.':
    'Soundbar {1} mit {2} W Leistung und kabellosem Subwoofer.',
  'Deze {1}-soundbar geeft je tv het geluid dat bij het beeld past.':
    'Diese {1}-Soundbar gibt deinem Fernseher den Klang, der zum Bild passt.',
  'Met Dolby Atmos komt het geluid ook van boven, zoals in de bioscoop.':
    'Mit Dolby Atmos kommt der Klang auch von oben, wie im Kino.',
  'Via HDMI eARC bedien je het volume gewoon met de afstandsbediening van je televisie.':
    'Über HDMI eARC regelst du die Lautstärke einfach mit der Fernbedienung deines Fernsehers.',

  // Soundbar selling points.
  Kanalen: 'Kanäle',
  Vermogen: 'Leistung',
  Subwoofer: 'Subwoofer',
  'Draadloos, voor diepe bassen': 'Kabellos, für tiefe Bässe',
  'Geluid ook van boven': 'Klang auch von oben',
  'HDMI eARC: bedienen met je tv-afstandsbediening':
    'HDMI eARC: Bedienung mit deiner TV-Fernbedienung',

  // Headphone names, spelled out: the longest phrase is tried first, so "Over-ear koptelefoon"
  // does not take "Draadloze" for part of the model code.
  '{1} Draadloze Over-ear koptelefoon met noise cancelling {2}':
    '{1} Kabelloser Over-Ear-Kopfhörer mit Geräuschunterdrückung {2}',
  '{1} Draadloze On-ear koptelefoon met noise cancelling {2}':
    '{1} Kabelloser On-Ear-Kopfhörer mit Geräuschunterdrückung {2}',
  '{1} Draadloze Over-ear koptelefoon {2}': '{1} Kabelloser Over-Ear-Kopfhörer {2}',
  '{1} Draadloze On-ear koptelefoon {2}': '{1} Kabelloser On-Ear-Kopfhörer {2}',
  '{1} Over-ear koptelefoon {2}': '{1} Over-Ear-Kopfhörer {2}',
  '{1} On-ear koptelefoon {2}': '{1} On-Ear-Kopfhörer {2}',
  '{1} Draadloze In-ear oordopjes {2}': '{1} Kabellose In-Ear-Kopfhörer {2}',
  '{1} Draadloze In-ear oordopjes met noise cancelling {2}':
    '{1} Kabellose In-Ear-Kopfhörer mit Geräuschunterdrückung {2}',
  '{1} In-ear oordopjes {2}': '{1} In-Ear-Kopfhörer {2}',
  'Over-ear': 'Over-Ear',
  'On-ear': 'On-Ear',
  'In-ear': 'In-Ear',

  // Headphone summaries.
  'Draadloze Over-ear koptelefoon met noise cancelling.':
    'Kabelloser Over-Ear-Kopfhörer mit Geräuschunterdrückung.',
  'Draadloze Over-ear koptelefoon.': 'Kabelloser Over-Ear-Kopfhörer.',
  'Draadloze On-ear koptelefoon met noise cancelling.':
    'Kabelloser On-Ear-Kopfhörer mit Geräuschunterdrückung.',
  'Draadloze On-ear koptelefoon.': 'Kabelloser On-Ear-Kopfhörer.',
  'Draadloze In-ear oordopjes met noise cancelling.':
    'Kabellose In-Ear-Kopfhörer mit Geräuschunterdrückung.',
  'Draadloze In-ear oordopjes.': 'Kabellose In-Ear-Kopfhörer.',
  'Over-ear koptelefoon.': 'Over-Ear-Kopfhörer.',
  'On-ear koptelefoon.': 'On-Ear-Kopfhörer.',
  'In-ear oordopjes.': 'In-Ear-Kopfhörer.',

  // Headphone description and selling points.
  'Actieve noise cancelling dempt het geronk van trein en vliegtuig, zodat je muziek zachter kan.':
    'Die aktive Geräuschunterdrückung dämpft das Dröhnen von Zug und Flugzeug, sodass du deine Musik leiser hören kannst.',
  'De goed afsluitende oorkussens houden het meeste omgevingsgeluid buiten.':
    'Die gut abschließenden Ohrpolster halten die meisten Umgebungsgeräusche draußen.',
  'De accu gaat {1} uur mee; tien minuten laden geeft twee uur muziek.':
    'Der Akku hält {1} Stunden; zehn Minuten Laden reichen für zwei Stunden Musik.',
  'Filtert omgevingsgeluid weg': 'Filtert Umgebungsgeräusche heraus',
  'Bluetooth 5.3': 'Bluetooth 5.3',
  '3,5 mm jack': '3,5-mm-Klinke',
  Microfoon: 'Mikrofon',
  'Bellen zonder je telefoon te pakken': 'Telefonieren, ohne zum Handy zu greifen',
};
