import type { PhraseBook } from '../../phrase-book.ts';

/** German texts of the demo content, keyed by the Dutch text. */
export const de: PhraseBook = {
  // Layout: general information, footer, usps, service links.
  'ma t/m vr 08:30 - 17:00': 'Mo. bis Fr. 08:30 - 17:00',
  Klantenservice: 'Kundenservice',
  Winkelen: 'Einkaufen',
  'Mijn account': 'Mein Konto',
  'Over Stroomhuis': 'Über Stroomhuis',
  Zakelijk: 'Geschäftskunden',
  'Zakelijk bestellen': 'Bestellen für Geschäftskunden',
  Contact: 'Kontakt',
  'Bezorgen en afhalen': 'Lieferung und Abholung',
  Retourneren: 'Rücksendung',
  'Gespreid betalen': 'Ratenzahlung',
  'Bestelling volgen': 'Bestellung verfolgen',
  Merken: 'Marken',
  Vergelijken: 'Vergleichen',
  Winkels: 'Filialen',
  Sitemap: 'Sitemap',
  'Mijn bestellingen': 'Meine Bestellungen',
  Favorieten: 'Favoriten',
  Adresboek: 'Adressbuch',
  'Account aanmaken': 'Konto erstellen',
  'Over ons': 'Über uns',
  'Werken bij': 'Karriere',
  'Algemene voorwaarden': 'Allgemeine Geschäftsbedingungen',
  Privacybeleid: 'Datenschutzerklärung',
  'Gratis bezorging vanaf {{price cents=4500}}': 'Kostenlose Lieferung ab {{price cents=4500}}',
  'Voor 23:59 besteld, dezelfde avond track & trace':
    'Bis 23:59 bestellt, Sendungsverfolgung am selben Abend',
  'Gespreid betalen, 0% rente': 'Ratenzahlung, 0 % Zinsen',
  '12 winkels in Nederland': '12 Filialen in den Niederlanden',
  'Je bestellingen altijd in beeld': 'Deine Bestellungen immer im Blick',
  'Bewaar je favorieten': 'Favoriten speichern',
  'Sneller afrekenen': 'Schneller zur Kasse',
  Facebook: 'Facebook',
  Instagram: 'Instagram',
  YouTube: 'YouTube',
  LinkedIn: 'LinkedIn',
  iDEAL: 'iDEAL',
  in3: 'in3',
  'Riverty AfterPay': 'Riverty AfterPay',
  Mastercard: 'Mastercard',
  Visa: 'Visa',
  Bancontact: 'Bancontact',
  'Thuiswinkel Waarborg': 'Gütesiegel Thuiswinkel Waarborg',
  'Erkend Installateur': 'Zertifizierter Installateur',

  // Weekly deals.
  Weekdeal: 'Angebot der Woche',
  'Weekdeal: {name}': 'Angebot der Woche: {name}',
  'Nu {a} in plaats van {b}': 'Jetzt {a} statt {b}',
  'Deze week met gratis bezorging': 'Diese Woche mit kostenloser Lieferung',
  'Deze week met gratis bezorging en installatie':
    'Diese Woche mit kostenloser Lieferung und Installation',
  'Bekijk deal': 'Angebot ansehen',
  'Naar de deal': 'Zum Angebot',
  'Shop nu': 'Jetzt kaufen',
  'Elke week nieuwe deals': 'Jede Woche neue Angebote',
  'Bekijk alle aanbiedingen en cashbackacties': 'Alle Angebote und Cashback-Aktionen ansehen',
  'Bekijk alle acties': 'Alle Aktionen ansehen',

  // Home page and the blocks page.
  'Stroomhuis: witgoed, elektronica en sport': 'Stroomhuis: Haushaltsgeräte, Elektronik und Sport',
  'Stroomhuis | Witgoed, elektronica en sportartikelen':
    'Stroomhuis | Haushaltsgeräte, Elektronik und Sportartikel',
  'Witgoed, elektronica en boks- en sportartikelen met persoonlijk advies, gratis bezorging vanaf {{price cents=4500}} en gespreid betalen.':
    'Haushaltsgeräte, Elektronik, Box- und Sportartikel mit persönlicher Beratung, kostenloser Lieferung ab {{price cents=4500}} und Ratenzahlung.',
  Blokken: 'Blöcke',
  'Alle bouwstenen van de pagina’s van Stroomhuis, met voorbeeldinhoud.':
    'Alle Bausteine der Seiten von Stroomhuis, mit Beispielinhalten.',
  '12 winkels': '12 Filialen',
  '15% korting op je eerste bestelling met onze nieuwsbrief.':
    '15 % Rabatt auf deine erste Bestellung mit unserem Newsletter.',
  '15% korting op je eerste bestelling': '15 % Rabatt auf deine erste Bestellung',
  '<h3>Html-blok</h3><p>Opgeschoond voor weergave: scripts en event-handlers verdwijnen.</p><p><img src="{{media url=wysiwyg/logos/certificates/thuiswinkel.svg}}" alt="Thuiswinkel Waarborg" width="120" height="48"></p><p><a href="/navigation/huishouden" onclick="alert(1)">Alles voor in huis</a></p><script>alert("weg")</script>':
    '<h3>HTML-Block</h3><p>Vor der Anzeige bereinigt: Skripte und Event-Handler werden entfernt.</p><p><img src="{{media url=wysiwyg/logos/certificates/thuiswinkel.svg}}" alt="Gütesiegel Thuiswinkel Waarborg" width="120" height="48"></p><p><a href="/navigation/huishouden" onclick="alert(1)">Alles für dein Zuhause</a></p><script>alert("entfernt")</script>',
  '<p><strong>Let op:</strong> tussen kerst en oud en nieuw bezorgen we op andere dagen. Bekijk de <a href="{{store url=service/bezorgen}}">bezorgtijden</a>.</p>':
    '<p><strong>Hinweis:</strong> Zwischen Weihnachten und Neujahr liefern wir an anderen Tagen. Sieh dir die <a href="{{store url=service/bezorgen}}">Lieferzeiten</a> an.</p>',
  '<p>Besteld voor 23:59? Dan heb je dezelfde avond je track-and-trace-code. <a href="{{store url=service/bezorgen}}">Meer over bezorgen</a></p>':
    '<p>Bis 23:59 bestellt? Dann erhältst du deine Sendungsnummer noch am selben Abend. <a href="{{store url=service/bezorgen}}">Mehr zur Lieferung</a></p>',
  '<p>Bij bestellingen vanaf {{price cents=25000}} betaal je in 3 termijnen, zonder rente. Lees meer over <a href="{{store url=service/gespreid-betalen}}">gespreid betalen</a>.</p>':
    '<p>Bei Bestellungen ab {{price cents=25000}} zahlst du in 3 Raten ohne Zinsen. Mehr zur <a href="{{store url=service/gespreid-betalen}}">Ratenzahlung</a>.</p>',
  '<p>Ja, in al onze <a href="/winkels">12 winkels</a>. Je krijgt een e-mail zodra je bestelling klaarligt.</p>':
    '<p>Ja, in allen unseren <a href="/winkels">12 Filialen</a>. Du erhältst eine E-Mail, sobald deine Bestellung bereitliegt.</p>',
  '<p>Ja, in al onze <a href="/winkels">winkels</a>. Je krijgt een e-mail zodra je bestelling klaarligt.</p>':
    '<p>Ja, in allen unseren <a href="/winkels">Filialen</a>. Du erhältst eine E-Mail, sobald deine Bestellung bereitliegt.</p>',
  '<p>Ja, vanaf {{price cents=25000}} betaal je in 3 termijnen zonder rente. Dat kies je bij het afrekenen.</p>':
    '<p>Ja, ab {{price cents=25000}} zahlst du in 3 Raten ohne Zinsen. Das wählst du an der Kasse.</p>',
  '<p>Tekstblok met <strong>opmaak</strong>, een <a href="https://www.stroomhuis.nl/service/gespreid-betalen">link naar gespreid betalen</a> (het domein van de winkel valt weg) en een lijst:</p><ul><li>Gratis bezorging vanaf {{price cents=4500}}</li><li>Afhalen in 12 winkels</li></ul>':
    '<p>Textblock mit <strong>Formatierung</strong>, einem <a href="https://www.stroomhuis.nl/service/gespreid-betalen">Link zur Ratenzahlung</a> (die Domain des Shops entfällt) und einer Liste:</p><ul><li>Kostenlose Lieferung ab {{price cents=4500}}</li><li>Abholung in 12 Filialen</li></ul>',
  '<p>Voor 23:59 besteld? Dan krijg je dezelfde avond een track-and-trace-code en bezorgen we meestal de volgende werkdag.</p>':
    '<p>Bis 23:59 bestellt? Dann erhältst du noch am selben Abend eine Sendungsnummer, und wir liefern meist am nächsten Werktag.</p>',
  '<p>Witgoed, elektronica en sportartikelen met <strong>eerlijk advies</strong>. Bestel online, haal af in een van onze winkels of laat het thuis bezorgen en aansluiten.</p><p>Meer weten over betalen in termijnen? Lees <a href="{{store url=service/gespreid-betalen}}">gespreid betalen</a>.</p><script>alert("removed by the storefront")</script>':
    '<p>Haushaltsgeräte, Elektronik und Sportartikel mit <strong>ehrlicher Beratung</strong>. Online bestellen, in einer unserer Filialen abholen oder nach Hause liefern und anschließen lassen.</p><p>Mehr über das Bezahlen in Raten? Lies <a href="{{store url=service/gespreid-betalen}}">Ratenzahlung</a>.</p><script>alert("removed by the storefront")</script>',
  'Advies en service': 'Beratung und Service',
  'Afbeelding met onderschrift': 'Bild mit Bildunterschrift',
  'Afhalen in de winkel': 'Abholung in der Filiale',
  'Afhalen vaak dezelfde dag': 'Abholung oft am selben Tag',
  'Alleen zolang de actie loopt, op = op.': 'Nur solange die Aktion läuft und der Vorrat reicht.',
  Banners: 'Banner',
  'Beeld & geluid': 'TV & Audio',
  'Beeld en geluid voor elke kamer': 'Bild und Ton für jeden Raum',
  'Beeld en geluid': 'TV und Audio',
  'Bekijk het aanbod': 'Zum Sortiment',
  'Bekijk wasmachines': 'Waschmaschinen ansehen',
  'Betaal in 3 termijnen, 0% rente': 'In 3 Raten zahlen, 0 % Zinsen',
  'Bezorgen én aansluiten door onze eigen monteurs.':
    'Lieferung und Anschluss durch unsere eigenen Monteure.',
  'Bezorgen én aansluiten': 'Lieferung und Anschluss',
  'Binnen een dag bezorgd en netjes aangesloten. De monteur nam zelfs de oude machine mee.':
    'Innerhalb eines Tages geliefert und sauber angeschlossen. Der Monteur hat sogar die alte Maschine mitgenommen.',
  'Bokshandschoenen en sportartikelen': 'Boxhandschuhe und Sportartikel',
  'Bokshandschoenen, zakken en bescherming': 'Boxhandschuhe, Boxsäcke und Schutz',
  'Carrousel: {name}': 'Karussell: {name}',
  'Collage gecentreerd': 'Collage zentriert',
  'Collage links': 'Collage links',
  'Collage links, gecentreerd en rechts': 'Collage links, zentriert und rechts',
  'Collage rechts': 'Collage rechts',
  Contactformulier: 'Kontaktformular',
  'De video laadt pas na een klik; de kaart toont onze winkels':
    'Das Video lädt erst nach einem Klick; die Karte zeigt unsere Filialen',
  'Deal van de week': 'Angebot der Woche',
  'Demovideo: Big Buck Bunny (Blender Foundation)':
    'Demovideo: Big Buck Bunny (Blender Foundation)',
  'Een raster en een carrousel': 'Ein Raster und ein Karussell',
  'Een van onze winkels van binnen': 'Eine unserer Filialen von innen',
  'Gratis bezorgd en aangesloten vanaf {{price cents=4500}}':
    'Kostenlos geliefert und angeschlossen ab {{price cents=4500}}',
  'Gratis bezorging': 'Kostenlose Lieferung',
  'Het tekstvlak valt over de onderkant van de foto.':
    'Das Textfeld liegt über dem unteren Rand des Fotos.',
  'Hoe werkt gespreid betalen?': 'Wie funktioniert die Ratenzahlung?',
  Huishouden: 'Haushalt',
  'In 3 termijnen, 0% rente': 'In 3 Raten, 0 % Zinsen',
  Inschrijven: 'Anmelden',
  'Installatie aan huis': 'Installation bei dir zu Hause',
  'Kan ik gespreid betalen?': 'Kann ich in Raten zahlen?',
  'Kan ik in de winkel afhalen?': 'Kann ich in der Filiale abholen?',
  'Kan ik mijn bestelling in de winkel ophalen?':
    'Kann ich meine Bestellung in der Filiale abholen?',
  'Klaar voor de ring': 'Bereit für den Ring',
  'Kolommen per schermbreedte, schuivend op mobiel':
    'Spalten je Bildschirmbreite, auf dem Handy verschiebbar',
  'Kop (standaard h2)': 'Überschrift (standardmäßig h2)',
  'Ma t/m vr 08:30 tot 17:00': 'Mo. bis Fr. 08:30 bis 17:00',
  'Meer over installatie': 'Mehr zur Installation',
  'Monteur aan het werk': 'Monteur bei der Arbeit',
  'Naar de actie': 'Zur Aktion',
  'Naar sport': 'Zum Sport',
  'Nieuwe wasmachines, stil en zuinig': 'Neue Waschmaschinen, leise und sparsam',
  Nieuwsbrief: 'Newsletter',
  'Ontdek beeld en geluid': 'TV und Audio entdecken',
  'Ontdek meer': 'Mehr entdecken',
  'Onze adviseurs helpen je kiezen.': 'Unsere Berater helfen dir bei der Wahl.',
  'Onze categorieën': 'Unsere Kategorien',
  'Onze monteur sluit een wasmachine aan': 'Unser Monteur schließt eine Waschmaschine an',
  'Onze winkel in Utrecht': 'Unsere Filiale in Utrecht',
  'Onze winkels': 'Unsere Filialen',
  'Persoonlijk advies': 'Persönliche Beratung',
  'Populair bij onze klanten': 'Beliebt bei unseren Kunden',
  'Poster: tekst midden op de foto': 'Poster: Text mitten auf dem Foto',
  Producten: 'Produkte',
  'Rijen en kolommen': 'Zeilen und Spalten',
  'Schrijf je in en ontvang 15% korting op je eerste bestelling.':
    'Melde dich an und erhalte 15 % Rabatt auf deine erste Bestellung.',
  'Schrijf je in voor onze nieuwsbrief.': 'Melde dich für unseren Newsletter an.',
  'Shop per categorie': 'Nach Kategorie einkaufen',
  'Slider en slides': 'Slider und Slides',
  Sport: 'Sport',
  'Stroomhuis {city}': 'Stroomhuis {city}',
  'Tekstvlak rechts': 'Textfeld rechts',
  'Televisie in een woonkamer': 'Fernseher in einem Wohnzimmer',
  'Televisies en audio': 'Fernseher und Audio',
  'Uitgelicht: {name}': 'Im Fokus: {name}',
  'Vaak goedkoper dan online': 'Oft günstiger als online',
  'Vanaf {{price cents=25000}} betaal je in 3 termijnen zonder rente.':
    'Ab {{price cents=25000}} zahlst du in 3 Raten ohne Zinsen.',
  'Vanaf {{price cents=4500}}': 'Ab {{price cents=4500}}',
  'Veelgestelde vragen': 'Häufige Fragen',
  'Vervagend, met automatisch afspelen, pijlen en stippen':
    'Überblendend, mit automatischer Wiedergabe, Pfeilen und Punkten',
  'Video en kaart': 'Video und Karte',
  'Vind een winkel': 'Filiale finden',
  'Voor 23:59 besteld? Dezelfde avond je track & trace-code.':
    'Bis 23:59 bestellt? Deine Sendungsnummer am selben Abend.',
  'Wanneer wordt mijn bestelling bezorgd?': 'Wann wird meine Bestellung geliefert?',
  'Wasdrogers in de aanbieding': 'Wäschetrockner im Angebot',
  'Wasmachines van topmerken': 'Waschmaschinen von Top-Marken',
  'We antwoorden binnen één werkdag.': 'Wir antworten innerhalb eines Werktages.',
  'Welke tv past bij jou?': 'Welcher Fernseher passt zu dir?',
  'Welkom bij Stroomhuis': 'Willkommen bei Stroomhuis',
  'Wij sluiten je nieuwe apparaat aan en nemen het oude mee.':
    'Wir schließen dein neues Gerät an und nehmen das alte mit.',
  'Wintervoordeel: tot 25% korting op wasdrogers':
    'Wintervorteil: bis zu 25 % Rabatt auf Wäschetrockner',
  'Zo werkt het': 'So funktioniert es',
  'klant uit Utrecht': 'Kunde aus Utrecht',

  // Service pages.
  'De algemene voorwaarden van Stroomhuis voor bestellingen in de webshop en in onze winkels.':
    'Die Allgemeinen Geschäftsbedingungen von Stroomhuis für Bestellungen im Onlineshop und in unseren Filialen.',
  '<p>Deze voorwaarden gelden voor elke bestelling bij Stroomhuis, online en in onze winkels. Door te bestellen ga je ermee akkoord.</p>':
    '<p>Diese Bedingungen gelten für jede Bestellung bei Stroomhuis, online und in unseren Filialen. Mit deiner Bestellung stimmst du ihnen zu.</p>',
  'Artikel 1 – Aanbod en prijzen': 'Artikel 1 – Angebot und Preise',
  '<p>Alle prijzen zijn in euro’s en inclusief btw. Kennelijke vergissingen in het aanbod binden ons niet.</p>':
    '<p>Alle Preise sind in Euro und inklusive Mehrwertsteuer. Offensichtliche Irrtümer im Angebot binden uns nicht.</p>',
  'Artikel 2 – Bezorging': 'Artikel 2 – Lieferung',
  '<p>Bestellingen vanaf {{price cents=4500}} bezorgen we gratis; daaronder rekenen we {{price cents=295}} verzendkosten.</p><p>Grote apparaten bezorgt onze eigen bezorgdienst op een dag die jij kiest.</p>':
    '<p>Bestellungen ab {{price cents=4500}} liefern wir kostenlos; darunter berechnen wir {{price cents=295}} Versandkosten.</p><p>Große Geräte liefert unser eigener Lieferdienst an einem Tag deiner Wahl.</p>',
  'Artikel 3 – Herroepingsrecht': 'Artikel 3 – Widerrufsrecht',
  '<p>Je mag een online aankoop binnen 30 dagen zonder opgave van reden retourneren, mits het product onbeschadigd is.</p>':
    '<p>Du kannst einen Onlinekauf innerhalb von 30 Tagen ohne Angabe von Gründen zurückgeben, sofern das Produkt unbeschädigt ist.</p>',
  'Artikel 4 – Garantie': 'Artikel 4 – Garantie',
  '<p>Op alle producten geldt de wettelijke garantie. De fabrieksgarantie staat bij de specificaties van elk product.</p>':
    '<p>Für alle Produkte gilt die gesetzliche Gewährleistung. Die Herstellergarantie steht in den technischen Daten jedes Produkts.</p>',
  'Lees hoe Stroomhuis omgaat met je persoonsgegevens.':
    'Lies, wie Stroomhuis mit deinen personenbezogenen Daten umgeht.',
  '<p>Stroomhuis verwerkt je gegevens alleen om je bestelling af te handelen, je te helpen en, als je dat wilt, je onze nieuwsbrief te sturen.</p>':
    '<p>Stroomhuis verarbeitet deine Daten nur, um deine Bestellung abzuwickeln, dir zu helfen und dir, wenn du es wünschst, unseren Newsletter zu senden.</p>',
  'Welke gegevens bewaren we?': 'Welche Daten speichern wir?',
  '<p>Je naam, adres, e-mailadres, telefoonnummer en je bestellingen. Betaalgegevens gaan rechtstreeks naar de betaalprovider.</p>':
    '<p>Deinen Namen, deine Adresse, E-Mail-Adresse, Telefonnummer und deine Bestellungen. Zahlungsdaten gehen direkt an den Zahlungsanbieter.</p>',
  Cookies: 'Cookies',
  '<p>Functionele cookies zijn nodig voor je winkelwagen. Analytische en marketingcookies plaatsen we alleen met je toestemming, die een jaar geldig is.</p>':
    '<p>Funktionale Cookies sind für deinen Warenkorb nötig. Analyse- und Marketing-Cookies setzen wir nur mit deiner Einwilligung, die ein Jahr gilt.</p>',
  'Je rechten': 'Deine Rechte',
  '<p>Je mag je gegevens inzien, laten corrigeren of laten verwijderen. Mail ons via privacy@stroomhuis.nl.</p>':
    '<p>Du kannst deine Daten einsehen, berichtigen oder löschen lassen. Schreib uns an privacy@stroomhuis.nl.</p>',
  'Betaal je aankoop bij Stroomhuis in 3 termijnen zonder rente.':
    'Bezahle deinen Einkauf bei Stroomhuis in 3 Raten ohne Zinsen.',
  '<p>Bij Stroomhuis betaal je aankopen van {{price cents=25000}} tot {{price cents=1000000}} in 3 gelijke termijnen, zonder rente of extra kosten.</p>':
    '<p>Bei Stroomhuis bezahlst du Einkäufe von {{price cents=25000}} bis {{price cents=1000000}} in 3 gleichen Raten, ohne Zinsen oder Zusatzkosten.</p>',
  'Hoe werkt het?': 'Wie funktioniert es?',
  '<p>Kies bij het afrekenen voor gespreid betalen. Je betaalt de eerste termijn direct; de volgende twee volgen na 30 en 60 dagen.</p><p>Je ziet het termijnbedrag al op de productpagina staan.</p>':
    '<p>Wähle an der Kasse die Ratenzahlung. Die erste Rate zahlst du sofort; die beiden weiteren folgen nach 30 und 60 Tagen.</p><p>Den Ratenbetrag siehst du bereits auf der Produktseite.</p>',
  Voorwaarden: 'Bedingungen',
  '<p>Je bent 18 jaar of ouder en woont in Nederland. De betaalprovider voert een korte kredietcheck uit.</p>':
    '<p>Du bist mindestens 18 Jahre alt und wohnst in den Niederlanden. Der Zahlungsanbieter führt eine kurze Bonitätsprüfung durch.</p>',
  Cashbackacties: 'Cashback-Aktionen',
  'Alle lopende cashbackacties bij Stroomhuis.': 'Alle laufenden Cashback-Aktionen bei Stroomhuis.',
  '<p>Bij deze acties krijg je na registratie bij het merk geld terug op je aankoop.</p>':
    '<p>Bei diesen Aktionen erhältst du nach der Registrierung beim Hersteller Geld für deinen Einkauf zurück.</p>',
  'Voltana wascashback': 'Voltana Wasch-Cashback',
  '<p>Koop een wasmachine of droger van Voltana en krijg tot {{price cents=10000}} terug. Registreer je aankoop binnen 30 dagen.</p>':
    '<p>Kauf eine Waschmaschine oder einen Trockner von Voltana und erhalte bis zu {{price cents=10000}} zurück. Registriere deinen Kauf innerhalb von 30 Tagen.</p>',
  'Voltana cashback': 'Voltana Cashback',
  '<p>Tijdelijk {{price cents=5000}} terug op geselecteerde Voltana-apparaten.</p>':
    '<p>Für kurze Zeit {{price cents=5000}} zurück auf ausgewählte Voltana-Geräte.</p>',
  'Kouda koelcashback': 'Kouda Kühl-Cashback',
  '<p>Ontvang {{price cents=7500}} terug bij aankoop van een Kouda koelkast of vriezer.</p>':
    '<p>Erhalte {{price cents=7500}} zurück beim Kauf eines Kouda Kühlschranks oder Gefrierschranks.</p>',
  'Vonk tv-cashback': 'Vonk TV-Cashback',
  '<p>Tot {{price cents=20000}} terug op Vonk OLED- en Mini-LED-televisies.</p>':
    '<p>Bis zu {{price cents=20000}} zurück auf Vonk OLED- und Mini-LED-Fernseher.</p>',
  'Lumen schermactie': 'Lumen Bildschirm-Aktion',
  '<p>{{price cents=5000}} terug op Lumen televisies en laptops.</p>':
    '<p>{{price cents=5000}} zurück auf Lumen Fernseher und Laptops.</p>',
  'Brabant kookcashback': 'Brabant Koch-Cashback',
  '<p>Koop een Brabant oven of kookplaat en krijg {{price cents=7500}} terug.</p>':
    '<p>Kauf einen Brabant Backofen oder ein Kochfeld und erhalte {{price cents=7500}} zurück.</p>',
  'Kernkracht thuisfitness': 'Kernkracht Heimfitness',
  '<p>{{price cents=10000}} terug op Kernkracht loopbanden.</p>':
    '<p>{{price cents=10000}} zurück auf Kernkracht Laufbänder.</p>',
  'Stroomhuis: witgoed, elektronica en vechtsport, online en in 12 winkels.':
    'Stroomhuis: Haushaltsgeräte, Elektronik und Kampfsport, online und in 12 Filialen.',
  '<p>Stroomhuis verkoopt huishoudelijke apparaten, elektronica en vechtsportartikelen, in de webshop en in 12 winkels in Nederland.</p><p>Onze verkopers kennen de producten: ze helpen je kiezen, in de winkel, aan de telefoon en in de chat.</p>':
    '<p>Stroomhuis verkauft Haushaltsgeräte, Elektronik und Kampfsportartikel, im Onlineshop und in 12 Filialen in den Niederlanden.</p><p>Unsere Verkäufer kennen die Produkte und helfen dir bei der Wahl, in der Filiale, am Telefon und im Chat.</p>',
  'Zuinig en eerlijk': 'Sparsam und ehrlich',
  '<p>Bij elk apparaat tonen we het energielabel en het productinformatieblad, zodat je ziet wat het gebruik kost voordat je koopt.</p>':
    '<p>Zu jedem Gerät zeigen wir das Energielabel und das Produktdatenblatt, damit du vor dem Kauf siehst, was der Betrieb kostet.</p>',
  'Online bestellen, in de winkel ophalen': 'Online bestellen, in der Filiale abholen',
  '<p>Reserveer online en haal je aankoop dezelfde dag op in de winkel van je keuze; ophalen is altijd gratis.</p>':
    '<p>Reserviere online und hol deinen Einkauf am selben Tag in der Filiale deiner Wahl ab; die Abholung ist immer kostenlos.</p>',
  'Vacatures bij Stroomhuis: in onze winkels, het distributiecentrum en op kantoor.':
    'Stellenangebote bei Stroomhuis: in unseren Filialen, im Distributionszentrum und im Büro.',
  '<p>We zoeken collega’s voor onze 12 winkels, ons distributiecentrum en ons kantoor: verkopers, monteurs, bezorgers en ontwikkelaars.</p>':
    '<p>Wir suchen Kolleginnen und Kollegen für unsere 12 Filialen, unser Distributionszentrum und unser Büro: Verkäufer, Monteure, Fahrer und Entwickler.</p>',
  'Wat we bieden': 'Was wir bieten',
  '<p>Een vast contract na je proefperiode, personeelskorting, opleidingen bij onze merken en een team dat van techniek houdt.</p>':
    '<p>Einen unbefristeten Vertrag nach der Probezeit, Personalrabatt, Schulungen bei unseren Marken und ein Team, das Technik liebt.</p>',
  Solliciteren: 'Bewerben',
  '<p>Stuur je cv en een korte motivatie naar werkenbij@stroomhuis.nl, of loop binnen bij een van onze winkels.</p>':
    '<p>Sende deinen Lebenslauf und ein kurzes Anschreiben an werkenbij@stroomhuis.nl oder komm in einer unserer Filialen vorbei.</p>',
  Bezorgen: 'Lieferung',
  'Bezorgkosten en levertijden van Stroomhuis.': 'Lieferkosten und Lieferzeiten von Stroomhuis.',
  '<p>Bestellingen vanaf {{price cents=4500}} bezorgen we gratis; daaronder rekenen we {{price cents=295}} verzendkosten.</p>':
    '<p>Bestellungen ab {{price cents=4500}} liefern wir kostenlos; darunter berechnen wir {{price cents=295}} Versandkosten.</p>',
  Levertijd: 'Lieferzeit',
  '<p>Op werkdagen voor 22:00 besteld en op voorraad: de volgende werkdag in huis. Grote apparaten bezorgt onze eigen bezorgdienst op een dag die jij kiest.</p>':
    '<p>An Werktagen vor 22:00 bestellt und vorrätig: am nächsten Werktag bei dir. Große Geräte liefert unser eigener Lieferdienst an einem Tag deiner Wahl.</p>',
  'Ophalen in de winkel': 'Abholung in der Filiale',
  '<p>Liever zelf ophalen? Kies bij het afrekenen een van onze 12 winkels; ophalen is gratis en soms is de winkelprijs lager.</p>':
    '<p>Lieber selbst abholen? Wähle an der Kasse eine unserer 12 Filialen; die Abholung ist kostenlos, und manchmal ist der Filialpreis niedriger.</p>',
  'Zo retourneer je een aankoop bij Stroomhuis.':
    'So sendest du einen Einkauf bei Stroomhuis zurück.',
  '<p>Je mag een online aankoop binnen 30 dagen zonder opgave van reden retourneren, mits het product onbeschadigd is (artikel 3 van onze algemene voorwaarden).</p>':
    '<p>Du kannst einen Onlinekauf innerhalb von 30 Tagen ohne Angabe von Gründen zurückgeben, sofern das Produkt unbeschädigt ist (Artikel 3 unserer Allgemeinen Geschäftsbedingungen).</p>',
  '<p>Meld je retour aan via je account of de klantenservice, breng het product naar een van onze winkels of laat het ophalen.</p><p>Je krijgt het aankoopbedrag, inclusief de verzendkosten van de heenzending, binnen 14 dagen terug.</p>':
    '<p>Melde deine Rücksendung über dein Konto oder den Kundenservice an, bring das Produkt in eine unserer Filialen oder lass es abholen.</p><p>Du erhältst den Kaufpreis einschließlich der Hinsendekosten innerhalb von 14 Tagen zurück.</p>',
  Uitzonderingen: 'Ausnahmen',
  '<p>Hygiëneproducten zoals mondbeschermers retourneren we alleen ongeopend.</p>':
    '<p>Hygieneartikel wie Mundschutze nehmen wir nur ungeöffnet zurück.</p>',
};
