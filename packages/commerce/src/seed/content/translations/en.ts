import type { PhraseBook } from '../../phrase-book.ts';

/** English texts of the demo content, keyed by the Dutch text. */
export const en: PhraseBook = {
  // Layout: general information, footer, usps, service links.
  'ma t/m vr 08:30 - 17:00': 'Mon to Fri 08:30 - 17:00',
  Klantenservice: 'Customer service',
  Winkelen: 'Shopping',
  'Mijn account': 'My account',
  'Over Stroomhuis': 'About Stroomhuis',
  Zakelijk: 'Business',
  'Zakelijk bestellen': 'Business orders',
  Contact: 'Contact',
  'Bezorgen en afhalen': 'Delivery and collection',
  Retourneren: 'Returns',
  'Gespreid betalen': 'Pay in instalments',
  'Bestelling volgen': 'Track your order',
  Merken: 'Brands',
  Vergelijken: 'Compare',
  Winkels: 'Stores',
  Sitemap: 'Sitemap',
  'Mijn bestellingen': 'My orders',
  Favorieten: 'Favourites',
  Adresboek: 'Address book',
  'Account aanmaken': 'Create an account',
  'Over ons': 'About us',
  'Werken bij': 'Careers',
  'Algemene voorwaarden': 'Terms and conditions',
  Privacybeleid: 'Privacy policy',
  'Gratis bezorging vanaf {{price cents=4500}}': 'Free delivery from {{price cents=4500}}',
  'Voor 23:59 besteld, dezelfde avond track & trace':
    'Order before 23:59, tracking the same evening',
  'Gespreid betalen, 0% rente': 'Pay in instalments, 0% interest',
  '12 winkels in Nederland': '12 stores in the Netherlands',
  'Je bestellingen altijd in beeld': 'Your orders always in view',
  'Bewaar je favorieten': 'Keep your favourites',
  'Sneller afrekenen': 'Check out faster',
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
  'Thuiswinkel Waarborg': 'Thuiswinkel Waarborg trust mark',
  'Erkend Installateur': 'Certified installer',

  // Weekly deals.
  Weekdeal: 'Deal of the week',
  'Weekdeal: {name}': 'Deal of the week: {name}',
  'Nu {a} in plaats van {b}': 'Now {a} instead of {b}',
  'Deze week met gratis bezorging': 'This week with free delivery',
  'Deze week met gratis bezorging en installatie': 'This week with free delivery and installation',
  'Bekijk deal': 'View deal',
  'Naar de deal': 'Go to the deal',
  'Shop nu': 'Shop now',
  'Elke week nieuwe deals': 'New deals every week',
  'Bekijk alle aanbiedingen en cashbackacties': 'See all offers and cashback promotions',
  'Bekijk alle acties': 'See all promotions',

  // Home page and the blocks page.
  'Stroomhuis: witgoed, elektronica en sport': 'Stroomhuis: appliances, electronics and sport',
  'Stroomhuis | Witgoed, elektronica en sportartikelen':
    'Stroomhuis | Appliances, electronics and sporting goods',
  'Witgoed, elektronica en boks- en sportartikelen met persoonlijk advies, gratis bezorging vanaf {{price cents=4500}} en gespreid betalen.':
    'Appliances, electronics, boxing and sporting goods with personal advice, free delivery from {{price cents=4500}} and payment in instalments.',
  Blokken: 'Blocks',
  'Alle bouwstenen van de pagina’s van Stroomhuis, met voorbeeldinhoud.':
    'Every building block of Stroomhuis’s pages, with sample content.',
  '12 winkels': '12 stores',
  '15% korting op je eerste bestelling met onze nieuwsbrief.':
    '15% off your first order with our newsletter.',
  '15% korting op je eerste bestelling': '15% off your first order',
  '<h3>Html-blok</h3><p>Opgeschoond voor weergave: scripts en event-handlers verdwijnen.</p><p><img src="{{media url=wysiwyg/logos/certificates/thuiswinkel.svg}}" alt="Thuiswinkel Waarborg" width="120" height="48"></p><p><a href="/navigation/huishouden" onclick="alert(1)">Alles voor in huis</a></p><script>alert("weg")</script>':
    '<h3>HTML block</h3><p>Cleaned before display: scripts and event handlers are removed.</p><p><img src="{{media url=wysiwyg/logos/certificates/thuiswinkel.svg}}" alt="Thuiswinkel Waarborg trust mark" width="120" height="48"></p><p><a href="/navigation/huishouden" onclick="alert(1)">Everything for the home</a></p><script>alert("gone")</script>',
  '<p><strong>Let op:</strong> tussen kerst en oud en nieuw bezorgen we op andere dagen. Bekijk de <a href="{{store url=service/bezorgen}}">bezorgtijden</a>.</p>':
    '<p><strong>Please note:</strong> between Christmas and New Year we deliver on different days. See the <a href="{{store url=service/bezorgen}}">delivery times</a>.</p>',
  '<p>Besteld voor 23:59? Dan heb je dezelfde avond je track-and-trace-code. <a href="{{store url=service/bezorgen}}">Meer over bezorgen</a></p>':
    '<p>Ordered before 23:59? You get your tracking code the same evening. <a href="{{store url=service/bezorgen}}">More about delivery</a></p>',
  '<p>Bij bestellingen vanaf {{price cents=25000}} betaal je in 3 termijnen, zonder rente. Lees meer over <a href="{{store url=service/gespreid-betalen}}">gespreid betalen</a>.</p>':
    '<p>On orders from {{price cents=25000}} you pay in 3 instalments, interest-free. Read more about <a href="{{store url=service/gespreid-betalen}}">paying in instalments</a>.</p>',
  '<p>Ja, in al onze <a href="/winkels">12 winkels</a>. Je krijgt een e-mail zodra je bestelling klaarligt.</p>':
    '<p>Yes, in all our <a href="/winkels">12 stores</a>. You get an email as soon as your order is ready.</p>',
  '<p>Ja, in al onze <a href="/winkels">winkels</a>. Je krijgt een e-mail zodra je bestelling klaarligt.</p>':
    '<p>Yes, in all our <a href="/winkels">stores</a>. You get an email as soon as your order is ready.</p>',
  '<p>Ja, vanaf {{price cents=25000}} betaal je in 3 termijnen zonder rente. Dat kies je bij het afrekenen.</p>':
    '<p>Yes, from {{price cents=25000}} you pay in 3 interest-free instalments. You choose it at checkout.</p>',
  '<p>Tekstblok met <strong>opmaak</strong>, een <a href="https://www.stroomhuis.nl/service/gespreid-betalen">link naar gespreid betalen</a> (het domein van de winkel valt weg) en een lijst:</p><ul><li>Gratis bezorging vanaf {{price cents=4500}}</li><li>Afhalen in 12 winkels</li></ul>':
    '<p>Text block with <strong>formatting</strong>, a <a href="https://www.stroomhuis.nl/service/gespreid-betalen">link to paying in instalments</a> (the shop’s domain is dropped) and a list:</p><ul><li>Free delivery from {{price cents=4500}}</li><li>Collect in 12 stores</li></ul>',
  '<p>Voor 23:59 besteld? Dan krijg je dezelfde avond een track-and-trace-code en bezorgen we meestal de volgende werkdag.</p>':
    '<p>Ordered before 23:59? You get a tracking code the same evening and we usually deliver the next working day.</p>',
  '<p>Witgoed, elektronica en sportartikelen met <strong>eerlijk advies</strong>. Bestel online, haal af in een van onze winkels of laat het thuis bezorgen en aansluiten.</p><p>Meer weten over betalen in termijnen? Lees <a href="{{store url=service/gespreid-betalen}}">gespreid betalen</a>.</p><script>alert("removed by the storefront")</script>':
    '<p>Appliances, electronics and sporting goods with <strong>honest advice</strong>. Order online, collect in one of our stores or have it delivered and installed at home.</p><p>Want to know more about paying in instalments? Read <a href="{{store url=service/gespreid-betalen}}">pay in instalments</a>.</p><script>alert("removed by the storefront")</script>',
  'Advies en service': 'Advice and service',
  'Afbeelding met onderschrift': 'Image with caption',
  'Afhalen in de winkel': 'Collect in store',
  'Afhalen vaak dezelfde dag': 'Often ready to collect the same day',
  'Alleen zolang de actie loopt, op = op.': 'Only while the promotion lasts, while stocks last.',
  Banners: 'Banners',
  'Beeld & geluid': 'TV & audio',
  'Beeld en geluid voor elke kamer': 'Picture and sound for every room',
  'Beeld en geluid': 'TV and audio',
  'Bekijk het aanbod': 'See the range',
  'Bekijk wasmachines': 'See washing machines',
  'Betaal in 3 termijnen, 0% rente': 'Pay in 3 instalments, 0% interest',
  'Bezorgen én aansluiten door onze eigen monteurs.':
    'Delivery and installation by our own engineers.',
  'Bezorgen én aansluiten': 'Delivery and installation',
  'Binnen een dag bezorgd en netjes aangesloten. De monteur nam zelfs de oude machine mee.':
    'Delivered within a day and neatly installed. The engineer even took the old machine away.',
  'Bokshandschoenen en sportartikelen': 'Boxing gloves and sporting goods',
  'Bokshandschoenen, zakken en bescherming': 'Boxing gloves, bags and protection',
  'Carrousel: {name}': 'Carousel: {name}',
  'Collage gecentreerd': 'Collage centred',
  'Collage links': 'Collage left',
  'Collage links, gecentreerd en rechts': 'Collage left, centred and right',
  'Collage rechts': 'Collage right',
  Contactformulier: 'Contact form',
  'De video laadt pas na een klik; de kaart toont onze winkels':
    'The video loads only after a click; the map shows our stores',
  'Deal van de week': 'Deal of the week',
  'Demovideo: Big Buck Bunny (Blender Foundation)':
    'Demo video: Big Buck Bunny (Blender Foundation)',
  'Een raster en een carrousel': 'A grid and a carousel',
  'Een van onze winkels van binnen': 'Inside one of our stores',
  'Gratis bezorgd en aangesloten vanaf {{price cents=4500}}':
    'Free delivery and installation from {{price cents=4500}}',
  'Gratis bezorging': 'Free delivery',
  'Het tekstvlak valt over de onderkant van de foto.':
    'The text panel overlaps the bottom of the photo.',
  'Hoe werkt gespreid betalen?': 'How does paying in instalments work?',
  Huishouden: 'Household',
  'In 3 termijnen, 0% rente': 'In 3 instalments, 0% interest',
  Inschrijven: 'Sign up',
  'Installatie aan huis': 'Installation at home',
  'Kan ik gespreid betalen?': 'Can I pay in instalments?',
  'Kan ik in de winkel afhalen?': 'Can I collect in store?',
  'Kan ik mijn bestelling in de winkel ophalen?': 'Can I collect my order in store?',
  'Klaar voor de ring': 'Ready for the ring',
  'Kolommen per schermbreedte, schuivend op mobiel': 'Columns per screen width, sliding on mobile',
  'Kop (standaard h2)': 'Heading (h2 by default)',
  'Ma t/m vr 08:30 tot 17:00': 'Mon to Fri 08:30 to 17:00',
  'Meer over installatie': 'More about installation',
  'Monteur aan het werk': 'Engineer at work',
  'Naar de actie': 'Go to the promotion',
  'Naar sport': 'Go to sport',
  'Nieuwe wasmachines, stil en zuinig': 'New washing machines, quiet and efficient',
  Nieuwsbrief: 'Newsletter',
  'Ontdek beeld en geluid': 'Discover TV and audio',
  'Ontdek meer': 'Discover more',
  'Onze adviseurs helpen je kiezen.': 'Our advisers help you choose.',
  'Onze categorieën': 'Our categories',
  'Onze monteur sluit een wasmachine aan': 'Our engineer connects a washing machine',
  'Onze winkel in Utrecht': 'Our store in Utrecht',
  'Onze winkels': 'Our stores',
  'Persoonlijk advies': 'Personal advice',
  'Populair bij onze klanten': 'Popular with our customers',
  'Poster: tekst midden op de foto': 'Poster: text in the middle of the photo',
  Producten: 'Products',
  'Rijen en kolommen': 'Rows and columns',
  'Schrijf je in en ontvang 15% korting op je eerste bestelling.':
    'Sign up and get 15% off your first order.',
  'Schrijf je in voor onze nieuwsbrief.': 'Sign up for our newsletter.',
  'Shop per categorie': 'Shop by category',
  'Slider en slides': 'Slider and slides',
  Sport: 'Sport',
  'Stroomhuis {city}': 'Stroomhuis {city}',
  'Tekstvlak rechts': 'Text panel right',
  'Televisie in een woonkamer': 'Television in a living room',
  'Televisies en audio': 'Televisions and audio',
  'Uitgelicht: {name}': 'Featured: {name}',
  'Vaak goedkoper dan online': 'Often cheaper than online',
  'Vanaf {{price cents=25000}} betaal je in 3 termijnen zonder rente.':
    'From {{price cents=25000}} you pay in 3 interest-free instalments.',
  'Vanaf {{price cents=4500}}': 'From {{price cents=4500}}',
  'Veelgestelde vragen': 'Frequently asked questions',
  'Vervagend, met automatisch afspelen, pijlen en stippen':
    'Fading, with autoplay, arrows and dots',
  'Video en kaart': 'Video and map',
  'Vind een winkel': 'Find a store',
  'Voor 23:59 besteld? Dezelfde avond je track & trace-code.':
    'Ordered before 23:59? Your tracking code the same evening.',
  'Wanneer wordt mijn bestelling bezorgd?': 'When will my order be delivered?',
  'Wasdrogers in de aanbieding': 'Tumble dryers on offer',
  'Wasmachines van topmerken': 'Washing machines from top brands',
  'We antwoorden binnen één werkdag.': 'We reply within one working day.',
  'Welke tv past bij jou?': 'Which TV suits you?',
  'Welkom bij Stroomhuis': 'Welcome to Stroomhuis',
  'Wij sluiten je nieuwe apparaat aan en nemen het oude mee.':
    'We connect your new appliance and take the old one away.',
  'Wintervoordeel: tot 25% korting op wasdrogers': 'Winter savings: up to 25% off tumble dryers',
  'Zo werkt het': 'How it works',
  'klant uit Utrecht': 'customer from Utrecht',

  // Service pages.
  'De algemene voorwaarden van Stroomhuis voor bestellingen in de webshop en in onze winkels.':
    'Stroomhuis’s terms and conditions for orders in the online shop and in our stores.',
  '<p>Deze voorwaarden gelden voor elke bestelling bij Stroomhuis, online en in onze winkels. Door te bestellen ga je ermee akkoord.</p>':
    '<p>These terms apply to every order at Stroomhuis, online and in our stores. By ordering you accept them.</p>',
  'Artikel 1 – Aanbod en prijzen': 'Article 1 – Offer and prices',
  '<p>Alle prijzen zijn in euro’s en inclusief btw. Kennelijke vergissingen in het aanbod binden ons niet.</p>':
    '<p>All prices are in euros and include VAT. Obvious mistakes in the offer do not bind us.</p>',
  'Artikel 2 – Bezorging': 'Article 2 – Delivery',
  '<p>Bestellingen vanaf {{price cents=4500}} bezorgen we gratis; daaronder rekenen we {{price cents=295}} verzendkosten.</p><p>Grote apparaten bezorgt onze eigen bezorgdienst op een dag die jij kiest.</p>':
    '<p>We deliver orders from {{price cents=4500}} free of charge; below that we charge {{price cents=295}} for shipping.</p><p>Large appliances are delivered by our own delivery service on a day of your choice.</p>',
  'Artikel 3 – Herroepingsrecht': 'Article 3 – Right of withdrawal',
  '<p>Je mag een online aankoop binnen 30 dagen zonder opgave van reden retourneren, mits het product onbeschadigd is.</p>':
    '<p>You may return an online purchase within 30 days without giving a reason, provided the product is undamaged.</p>',
  'Artikel 4 – Garantie': 'Article 4 – Warranty',
  '<p>Op alle producten geldt de wettelijke garantie. De fabrieksgarantie staat bij de specificaties van elk product.</p>':
    '<p>All products carry the statutory warranty. The manufacturer’s warranty is listed in each product’s specifications.</p>',
  'Lees hoe Stroomhuis omgaat met je persoonsgegevens.':
    'Read how Stroomhuis handles your personal data.',
  '<p>Stroomhuis verwerkt je gegevens alleen om je bestelling af te handelen, je te helpen en, als je dat wilt, je onze nieuwsbrief te sturen.</p>':
    '<p>Stroomhuis processes your data only to handle your order, to help you and, if you wish, to send you our newsletter.</p>',
  'Welke gegevens bewaren we?': 'What data do we keep?',
  '<p>Je naam, adres, e-mailadres, telefoonnummer en je bestellingen. Betaalgegevens gaan rechtstreeks naar de betaalprovider.</p>':
    '<p>Your name, address, email address, phone number and your orders. Payment details go straight to the payment provider.</p>',
  Cookies: 'Cookies',
  '<p>Functionele cookies zijn nodig voor je winkelwagen. Analytische en marketingcookies plaatsen we alleen met je toestemming, die een jaar geldig is.</p>':
    '<p>Functional cookies are needed for your basket. We set analytics and marketing cookies only with your consent, which is valid for a year.</p>',
  'Je rechten': 'Your rights',
  '<p>Je mag je gegevens inzien, laten corrigeren of laten verwijderen. Mail ons via privacy@stroomhuis.nl.</p>':
    '<p>You may view, correct or delete your data. Email us at privacy@stroomhuis.nl.</p>',
  'Betaal je aankoop bij Stroomhuis in 3 termijnen zonder rente.':
    'Pay for your Stroomhuis purchase in 3 interest-free instalments.',
  '<p>Bij Stroomhuis betaal je aankopen van {{price cents=25000}} tot {{price cents=1000000}} in 3 gelijke termijnen, zonder rente of extra kosten.</p>':
    '<p>At Stroomhuis you pay for purchases from {{price cents=25000}} to {{price cents=1000000}} in 3 equal instalments, without interest or extra costs.</p>',
  'Hoe werkt het?': 'How does it work?',
  '<p>Kies bij het afrekenen voor gespreid betalen. Je betaalt de eerste termijn direct; de volgende twee volgen na 30 en 60 dagen.</p><p>Je ziet het termijnbedrag al op de productpagina staan.</p>':
    '<p>Choose pay in instalments at checkout. You pay the first instalment straight away; the next two follow after 30 and 60 days.</p><p>The instalment amount is already shown on the product page.</p>',
  Voorwaarden: 'Conditions',
  '<p>Je bent 18 jaar of ouder en woont in Nederland. De betaalprovider voert een korte kredietcheck uit.</p>':
    '<p>You are 18 or older and live in the Netherlands. The payment provider runs a short credit check.</p>',
  Cashbackacties: 'Cashback promotions',
  'Alle lopende cashbackacties bij Stroomhuis.': 'All current cashback promotions at Stroomhuis.',
  '<p>Bij deze acties krijg je na registratie bij het merk geld terug op je aankoop.</p>':
    '<p>With these promotions you get money back on your purchase after registering with the brand.</p>',
  'Voltana wascashback': 'Voltana laundry cashback',
  '<p>Koop een wasmachine of droger van Voltana en krijg tot {{price cents=10000}} terug. Registreer je aankoop binnen 30 dagen.</p>':
    '<p>Buy a Voltana washing machine or dryer and get up to {{price cents=10000}} back. Register your purchase within 30 days.</p>',
  'Voltana cashback': 'Voltana cashback',
  '<p>Tijdelijk {{price cents=5000}} terug op geselecteerde Voltana-apparaten.</p>':
    '<p>For a limited time {{price cents=5000}} back on selected Voltana appliances.</p>',
  'Kouda koelcashback': 'Kouda cooling cashback',
  '<p>Ontvang {{price cents=7500}} terug bij aankoop van een Kouda koelkast of vriezer.</p>':
    '<p>Get {{price cents=7500}} back when you buy a Kouda fridge or freezer.</p>',
  'Vonk tv-cashback': 'Vonk TV cashback',
  '<p>Tot {{price cents=20000}} terug op Vonk OLED- en Mini-LED-televisies.</p>':
    '<p>Up to {{price cents=20000}} back on Vonk OLED and Mini-LED televisions.</p>',
  'Lumen schermactie': 'Lumen screen promotion',
  '<p>{{price cents=5000}} terug op Lumen televisies en laptops.</p>':
    '<p>{{price cents=5000}} back on Lumen televisions and laptops.</p>',
  'Brabant kookcashback': 'Brabant cooking cashback',
  '<p>Koop een Brabant oven of kookplaat en krijg {{price cents=7500}} terug.</p>':
    '<p>Buy a Brabant oven or hob and get {{price cents=7500}} back.</p>',
  'Kernkracht thuisfitness': 'Kernkracht home fitness',
  '<p>{{price cents=10000}} terug op Kernkracht loopbanden.</p>':
    '<p>{{price cents=10000}} back on Kernkracht treadmills.</p>',
  'Stroomhuis: witgoed, elektronica en vechtsport, online en in 12 winkels.':
    'Stroomhuis: appliances, electronics and combat sports, online and in 12 stores.',
  '<p>Stroomhuis verkoopt huishoudelijke apparaten, elektronica en vechtsportartikelen, in de webshop en in 12 winkels in Nederland.</p><p>Onze verkopers kennen de producten: ze helpen je kiezen, in de winkel, aan de telefoon en in de chat.</p>':
    '<p>Stroomhuis sells household appliances, electronics and combat sports gear, online and in 12 stores in the Netherlands.</p><p>Our sales staff know the products: they help you choose, in store, on the phone and in the chat.</p>',
  'Zuinig en eerlijk': 'Efficient and honest',
  '<p>Bij elk apparaat tonen we het energielabel en het productinformatieblad, zodat je ziet wat het gebruik kost voordat je koopt.</p>':
    '<p>With every appliance we show the energy label and the product information sheet, so you see what it costs to run before you buy.</p>',
  'Online bestellen, in de winkel ophalen': 'Order online, collect in store',
  '<p>Reserveer online en haal je aankoop dezelfde dag op in de winkel van je keuze; ophalen is altijd gratis.</p>':
    '<p>Reserve online and collect your purchase the same day at the store of your choice; collection is always free.</p>',
  'Vacatures bij Stroomhuis: in onze winkels, het distributiecentrum en op kantoor.':
    'Jobs at Stroomhuis: in our stores, the distribution centre and the office.',
  '<p>We zoeken collega’s voor onze 12 winkels, ons distributiecentrum en ons kantoor: verkopers, monteurs, bezorgers en ontwikkelaars.</p>':
    '<p>We are looking for colleagues for our 12 stores, our distribution centre and our office: sales staff, engineers, drivers and developers.</p>',
  'Wat we bieden': 'What we offer',
  '<p>Een vast contract na je proefperiode, personeelskorting, opleidingen bij onze merken en een team dat van techniek houdt.</p>':
    '<p>A permanent contract after your probation, staff discount, training with our brands and a team that loves technology.</p>',
  Solliciteren: 'Apply',
  '<p>Stuur je cv en een korte motivatie naar werkenbij@stroomhuis.nl, of loop binnen bij een van onze winkels.</p>':
    '<p>Send your CV and a short cover letter to werkenbij@stroomhuis.nl, or drop in at one of our stores.</p>',
  Bezorgen: 'Delivery',
  'Bezorgkosten en levertijden van Stroomhuis.': 'Stroomhuis delivery costs and delivery times.',
  '<p>Bestellingen vanaf {{price cents=4500}} bezorgen we gratis; daaronder rekenen we {{price cents=295}} verzendkosten.</p>':
    '<p>We deliver orders from {{price cents=4500}} free of charge; below that we charge {{price cents=295}} for shipping.</p>',
  Levertijd: 'Delivery time',
  '<p>Op werkdagen voor 22:00 besteld en op voorraad: de volgende werkdag in huis. Grote apparaten bezorgt onze eigen bezorgdienst op een dag die jij kiest.</p>':
    '<p>Ordered on a working day before 22:00 and in stock: at your door the next working day. Large appliances are delivered by our own delivery service on a day of your choice.</p>',
  'Ophalen in de winkel': 'Collect in store',
  '<p>Liever zelf ophalen? Kies bij het afrekenen een van onze 12 winkels; ophalen is gratis en soms is de winkelprijs lager.</p>':
    '<p>Prefer to collect? Choose one of our 12 stores at checkout; collection is free and the store price is sometimes lower.</p>',
  'Zo retourneer je een aankoop bij Stroomhuis.': 'How to return a purchase to Stroomhuis.',
  '<p>Je mag een online aankoop binnen 30 dagen zonder opgave van reden retourneren, mits het product onbeschadigd is (artikel 3 van onze algemene voorwaarden).</p>':
    '<p>You may return an online purchase within 30 days without giving a reason, provided the product is undamaged (article 3 of our terms and conditions).</p>',
  '<p>Meld je retour aan via je account of de klantenservice, breng het product naar een van onze winkels of laat het ophalen.</p><p>Je krijgt het aankoopbedrag, inclusief de verzendkosten van de heenzending, binnen 14 dagen terug.</p>':
    '<p>Register your return through your account or customer service, bring the product to one of our stores or have it collected.</p><p>You get the purchase price back, including the original shipping costs, within 14 days.</p>',
  Uitzonderingen: 'Exceptions',
  '<p>Hygiëneproducten zoals mondbeschermers retourneren we alleen ongeopend.</p>':
    '<p>Hygiene products such as mouthguards can only be returned unopened.</p>',
};
