import type { PhraseBook } from '../../phrase-book.ts';

/** French texts of the demo content, keyed by the Dutch text. */
export const fr: PhraseBook = {
  // Layout: general information, footer, usps, service links.
  'ma t/m vr 08:30 - 17:00': 'lun. au ven. 08:30 - 17:00',
  Klantenservice: 'Service client',
  Winkelen: 'Acheter',
  'Mijn account': 'Mon compte',
  'Over Stroomhuis': 'À propos de Stroomhuis',
  Zakelijk: 'Professionnels',
  'Zakelijk bestellen': 'Commandes professionnelles',
  Contact: 'Contact',
  'Bezorgen en afhalen': 'Livraison et retrait',
  Retourneren: 'Retours',
  'Gespreid betalen': 'Paiement échelonné',
  'Bestelling volgen': 'Suivre ma commande',
  Merken: 'Marques',
  Vergelijken: 'Comparer',
  Winkels: 'Magasins',
  Sitemap: 'Plan du site',
  'Mijn bestellingen': 'Mes commandes',
  Favorieten: 'Favoris',
  Adresboek: 'Carnet d’adresses',
  'Account aanmaken': 'Créer un compte',
  'Over ons': 'À propos de nous',
  'Werken bij': 'Carrières',
  'Algemene voorwaarden': 'Conditions générales',
  Privacybeleid: 'Politique de confidentialité',
  'Gratis bezorging vanaf {{price cents=4500}}': 'Livraison gratuite dès {{price cents=4500}}',
  'Voor 23:59 besteld, dezelfde avond track & trace': 'Commandé avant 23:59, suivi le soir même',
  'Gespreid betalen, 0% rente': 'Paiement échelonné, 0 % d’intérêts',
  '12 winkels in Nederland': '12 magasins aux Pays-Bas',
  'Je bestellingen altijd in beeld': 'Vos commandes toujours sous les yeux',
  'Bewaar je favorieten': 'Gardez vos favoris',
  'Sneller afrekenen': 'Commandez plus vite',
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
  'Thuiswinkel Waarborg': 'Label Thuiswinkel Waarborg',
  'Erkend Installateur': 'Installateur agréé',

  // Weekly deals.
  Weekdeal: 'Offre de la semaine',
  'Weekdeal: {name}': 'Offre de la semaine : {name}',
  'Nu {a} in plaats van {b}': 'Maintenant {a} au lieu de {b}',
  'Deze week met gratis bezorging': 'Cette semaine avec livraison gratuite',
  'Deze week met gratis bezorging en installatie':
    'Cette semaine avec livraison et installation gratuites',
  'Bekijk deal': 'Voir l’offre',
  'Naar de deal': 'Vers l’offre',
  'Shop nu': 'Acheter',
  'Elke week nieuwe deals': 'Chaque semaine de nouvelles offres',
  'Bekijk alle aanbiedingen en cashbackacties': 'Toutes les promotions et offres de remboursement',
  'Bekijk alle acties': 'Voir toutes les promotions',

  // Home page and the blocks page.
  'Stroomhuis: witgoed, elektronica en sport': 'Stroomhuis : électroménager, électronique et sport',
  'Stroomhuis | Witgoed, elektronica en sportartikelen':
    'Stroomhuis | Électroménager, électronique et articles de sport',
  'Witgoed, elektronica en boks- en sportartikelen met persoonlijk advies, gratis bezorging vanaf {{price cents=4500}} en gespreid betalen.':
    'Électroménager, électronique, articles de boxe et de sport avec des conseils personnalisés, livraison gratuite dès {{price cents=4500}} et paiement échelonné.',
  Blokken: 'Blocs',
  'Alle bouwstenen van de pagina’s van Stroomhuis, met voorbeeldinhoud.':
    'Tous les blocs de construction des pages de Stroomhuis, avec un contenu d’exemple.',
  '12 winkels': '12 magasins',
  '15% korting op je eerste bestelling met onze nieuwsbrief.':
    '15 % de réduction sur votre première commande avec notre newsletter.',
  '15% korting op je eerste bestelling': '15 % de réduction sur votre première commande',
  '<h3>Html-blok</h3><p>Opgeschoond voor weergave: scripts en event-handlers verdwijnen.</p><p><img src="{{media url=wysiwyg/logos/certificates/thuiswinkel.svg}}" alt="Thuiswinkel Waarborg" width="120" height="48"></p><p><a href="/navigation/huishouden" onclick="alert(1)">Alles voor in huis</a></p><script>alert("weg")</script>':
    '<h3>Bloc HTML</h3><p>Nettoyé avant affichage : les scripts et gestionnaires d’événements disparaissent.</p><p><img src="{{media url=wysiwyg/logos/certificates/thuiswinkel.svg}}" alt="Label Thuiswinkel Waarborg" width="120" height="48"></p><p><a href="/navigation/huishouden" onclick="alert(1)">Tout pour la maison</a></p><script>alert("parti")</script>',
  '<p><strong>Let op:</strong> tussen kerst en oud en nieuw bezorgen we op andere dagen. Bekijk de <a href="{{store url=service/bezorgen}}">bezorgtijden</a>.</p>':
    '<p><strong>Attention :</strong> entre Noël et le Nouvel An, nous livrons à d’autres jours. Consultez les <a href="{{store url=service/bezorgen}}">horaires de livraison</a>.</p>',
  '<p>Besteld voor 23:59? Dan heb je dezelfde avond je track-and-trace-code. <a href="{{store url=service/bezorgen}}">Meer over bezorgen</a></p>':
    '<p>Commandé avant 23:59 ? Vous recevez votre numéro de suivi le soir même. <a href="{{store url=service/bezorgen}}">En savoir plus sur la livraison</a></p>',
  '<p>Bij bestellingen vanaf {{price cents=25000}} betaal je in 3 termijnen, zonder rente. Lees meer over <a href="{{store url=service/gespreid-betalen}}">gespreid betalen</a>.</p>':
    '<p>Pour toute commande dès {{price cents=25000}}, vous payez en 3 fois sans intérêts. En savoir plus sur le <a href="{{store url=service/gespreid-betalen}}">paiement échelonné</a>.</p>',
  '<p>Ja, in al onze <a href="/winkels">12 winkels</a>. Je krijgt een e-mail zodra je bestelling klaarligt.</p>':
    '<p>Oui, dans nos <a href="/winkels">12 magasins</a>. Vous recevez un e-mail dès que votre commande est prête.</p>',
  '<p>Ja, in al onze <a href="/winkels">winkels</a>. Je krijgt een e-mail zodra je bestelling klaarligt.</p>':
    '<p>Oui, dans tous nos <a href="/winkels">magasins</a>. Vous recevez un e-mail dès que votre commande est prête.</p>',
  '<p>Ja, vanaf {{price cents=25000}} betaal je in 3 termijnen zonder rente. Dat kies je bij het afrekenen.</p>':
    '<p>Oui, dès {{price cents=25000}} vous payez en 3 fois sans intérêts. Vous le choisissez lors du paiement.</p>',
  '<p>Tekstblok met <strong>opmaak</strong>, een <a href="https://www.stroomhuis.nl/service/gespreid-betalen">link naar gespreid betalen</a> (het domein van de winkel valt weg) en een lijst:</p><ul><li>Gratis bezorging vanaf {{price cents=4500}}</li><li>Afhalen in 12 winkels</li></ul>':
    '<p>Bloc de texte avec <strong>mise en forme</strong>, un <a href="https://www.stroomhuis.nl/service/gespreid-betalen">lien vers le paiement échelonné</a> (le domaine de la boutique disparaît) et une liste :</p><ul><li>Livraison gratuite dès {{price cents=4500}}</li><li>Retrait dans 12 magasins</li></ul>',
  '<p>Voor 23:59 besteld? Dan krijg je dezelfde avond een track-and-trace-code en bezorgen we meestal de volgende werkdag.</p>':
    '<p>Commandé avant 23:59 ? Vous recevez un numéro de suivi le soir même et nous livrons généralement le jour ouvré suivant.</p>',
  '<p>Witgoed, elektronica en sportartikelen met <strong>eerlijk advies</strong>. Bestel online, haal af in een van onze winkels of laat het thuis bezorgen en aansluiten.</p><p>Meer weten over betalen in termijnen? Lees <a href="{{store url=service/gespreid-betalen}}">gespreid betalen</a>.</p><script>alert("removed by the storefront")</script>':
    '<p>Électroménager, électronique et articles de sport avec des <strong>conseils honnêtes</strong>. Commandez en ligne, retirez en magasin ou faites livrer et installer chez vous.</p><p>Envie d’en savoir plus sur le paiement en plusieurs fois ? Lisez <a href="{{store url=service/gespreid-betalen}}">paiement échelonné</a>.</p><script>alert("removed by the storefront")</script>',
  'Advies en service': 'Conseil et service',
  'Afbeelding met onderschrift': 'Image avec légende',
  'Afhalen in de winkel': 'Retrait en magasin',
  'Afhalen vaak dezelfde dag': 'Retrait souvent le jour même',
  'Alleen zolang de actie loopt, op = op.':
    'Uniquement pendant la promotion, dans la limite des stocks.',
  Banners: 'Bannières',
  'Beeld & geluid': 'Image et son',
  'Beeld en geluid voor elke kamer': 'Image et son pour chaque pièce',
  'Beeld en geluid': 'Image et son',
  'Bekijk het aanbod': 'Voir l’offre',
  'Bekijk wasmachines': 'Voir les lave-linge',
  'Betaal in 3 termijnen, 0% rente': 'Payez en 3 fois, 0 % d’intérêts',
  'Bezorgen én aansluiten door onze eigen monteurs.':
    'Livraison et installation par nos propres techniciens.',
  'Bezorgen én aansluiten': 'Livraison et installation',
  'Binnen een dag bezorgd en netjes aangesloten. De monteur nam zelfs de oude machine mee.':
    'Livré en un jour et proprement installé. Le technicien a même repris l’ancienne machine.',
  'Bokshandschoenen en sportartikelen': 'Gants de boxe et articles de sport',
  'Bokshandschoenen, zakken en bescherming': 'Gants, sacs de frappe et protections',
  'Carrousel: {name}': 'Carrousel : {name}',
  'Collage gecentreerd': 'Collage centré',
  'Collage links': 'Collage à gauche',
  'Collage links, gecentreerd en rechts': 'Collage à gauche, centré et à droite',
  'Collage rechts': 'Collage à droite',
  Contactformulier: 'Formulaire de contact',
  'De video laadt pas na een klik; de kaart toont onze winkels':
    'La vidéo ne se charge qu’après un clic ; la carte montre nos magasins',
  'Deal van de week': 'L’offre de la semaine',
  'Demovideo: Big Buck Bunny (Blender Foundation)':
    'Vidéo de démonstration : Big Buck Bunny (Blender Foundation)',
  'Een raster en een carrousel': 'Une grille et un carrousel',
  'Een van onze winkels van binnen': 'L’intérieur de l’un de nos magasins',
  'Gratis bezorgd en aangesloten vanaf {{price cents=4500}}':
    'Livré et installé gratuitement dès {{price cents=4500}}',
  'Gratis bezorging': 'Livraison gratuite',
  'Het tekstvlak valt over de onderkant van de foto.':
    'Le bloc de texte recouvre le bas de la photo.',
  'Hoe werkt gespreid betalen?': 'Comment fonctionne le paiement échelonné ?',
  Huishouden: 'Maison',
  'In 3 termijnen, 0% rente': 'En 3 fois, 0 % d’intérêts',
  Inschrijven: 'S’inscrire',
  'Installatie aan huis': 'Installation à domicile',
  'Kan ik gespreid betalen?': 'Puis-je payer en plusieurs fois ?',
  'Kan ik in de winkel afhalen?': 'Puis-je retirer ma commande en magasin ?',
  'Kan ik mijn bestelling in de winkel ophalen?': 'Puis-je récupérer ma commande en magasin ?',
  'Klaar voor de ring': 'Prêt pour le ring',
  'Kolommen per schermbreedte, schuivend op mobiel':
    'Colonnes selon la largeur d’écran, défilantes sur mobile',
  'Kop (standaard h2)': 'Titre (h2 par défaut)',
  'Ma t/m vr 08:30 tot 17:00': 'Du lundi au vendredi de 08:30 à 17:00',
  'Meer over installatie': 'En savoir plus sur l’installation',
  'Monteur aan het werk': 'Technicien au travail',
  'Naar de actie': 'Vers la promotion',
  'Naar sport': 'Vers le sport',
  'Nieuwe wasmachines, stil en zuinig': 'Nouveaux lave-linge, silencieux et économes',
  Nieuwsbrief: 'Newsletter',
  'Ontdek beeld en geluid': 'Découvrez l’image et le son',
  'Ontdek meer': 'En savoir plus',
  'Onze adviseurs helpen je kiezen.': 'Nos conseillers vous aident à choisir.',
  'Onze categorieën': 'Nos catégories',
  'Onze monteur sluit een wasmachine aan': 'Notre technicien raccorde un lave-linge',
  'Onze winkel in Utrecht': 'Notre magasin d’Utrecht',
  'Onze winkels': 'Nos magasins',
  'Persoonlijk advies': 'Conseils personnalisés',
  'Populair bij onze klanten': 'Les préférés de nos clients',
  'Poster: tekst midden op de foto': 'Affiche : texte au centre de la photo',
  Producten: 'Produits',
  'Rijen en kolommen': 'Lignes et colonnes',
  'Schrijf je in en ontvang 15% korting op je eerste bestelling.':
    'Inscrivez-vous et recevez 15 % de réduction sur votre première commande.',
  'Schrijf je in voor onze nieuwsbrief.': 'Inscrivez-vous à notre newsletter.',
  'Shop per categorie': 'Acheter par catégorie',
  'Slider en slides': 'Diaporama et diapositives',
  Sport: 'Sport',
  'Stroomhuis {city}': 'Stroomhuis {city}',
  'Tekstvlak rechts': 'Bloc de texte à droite',
  'Televisie in een woonkamer': 'Téléviseur dans un salon',
  'Televisies en audio': 'Téléviseurs et audio',
  'Uitgelicht: {name}': 'À la une : {name}',
  'Vaak goedkoper dan online': 'Souvent moins cher qu’en ligne',
  'Vanaf {{price cents=25000}} betaal je in 3 termijnen zonder rente.':
    'Dès {{price cents=25000}}, vous payez en 3 fois sans intérêts.',
  'Vanaf {{price cents=4500}}': 'Dès {{price cents=4500}}',
  'Veelgestelde vragen': 'Questions fréquentes',
  'Vervagend, met automatisch afspelen, pijlen en stippen':
    'En fondu, avec lecture automatique, flèches et points',
  'Video en kaart': 'Vidéo et carte',
  'Vind een winkel': 'Trouver un magasin',
  'Voor 23:59 besteld? Dezelfde avond je track & trace-code.':
    'Commandé avant 23:59 ? Votre numéro de suivi le soir même.',
  'Wanneer wordt mijn bestelling bezorgd?': 'Quand ma commande sera-t-elle livrée ?',
  'Wasdrogers in de aanbieding': 'Sèche-linge en promotion',
  'Wasmachines van topmerken': 'Lave-linge de grandes marques',
  'We antwoorden binnen één werkdag.': 'Nous répondons sous un jour ouvré.',
  'Welke tv past bij jou?': 'Quel téléviseur vous convient ?',
  'Welkom bij Stroomhuis': 'Bienvenue chez Stroomhuis',
  'Wij sluiten je nieuwe apparaat aan en nemen het oude mee.':
    'Nous raccordons votre nouvel appareil et reprenons l’ancien.',
  'Wintervoordeel: tot 25% korting op wasdrogers':
    'Offre d’hiver : jusqu’à 25 % de réduction sur les sèche-linge',
  'Zo werkt het': 'Comment ça marche',
  'klant uit Utrecht': 'client d’Utrecht',

  // Service pages.
  'De algemene voorwaarden van Stroomhuis voor bestellingen in de webshop en in onze winkels.':
    'Les conditions générales de Stroomhuis pour les commandes en ligne et dans nos magasins.',
  '<p>Deze voorwaarden gelden voor elke bestelling bij Stroomhuis, online en in onze winkels. Door te bestellen ga je ermee akkoord.</p>':
    '<p>Ces conditions s’appliquent à toute commande chez Stroomhuis, en ligne et dans nos magasins. En commandant, vous les acceptez.</p>',
  'Artikel 1 – Aanbod en prijzen': 'Article 1 – Offre et prix',
  '<p>Alle prijzen zijn in euro’s en inclusief btw. Kennelijke vergissingen in het aanbod binden ons niet.</p>':
    '<p>Tous les prix sont en euros, TVA comprise. Les erreurs manifestes dans l’offre ne nous engagent pas.</p>',
  'Artikel 2 – Bezorging': 'Article 2 – Livraison',
  '<p>Bestellingen vanaf {{price cents=4500}} bezorgen we gratis; daaronder rekenen we {{price cents=295}} verzendkosten.</p><p>Grote apparaten bezorgt onze eigen bezorgdienst op een dag die jij kiest.</p>':
    '<p>Nous livrons gratuitement les commandes dès {{price cents=4500}} ; en dessous, nous facturons {{price cents=295}} de frais de port.</p><p>Les gros appareils sont livrés par notre propre service de livraison le jour de votre choix.</p>',
  'Artikel 3 – Herroepingsrecht': 'Article 3 – Droit de rétractation',
  '<p>Je mag een online aankoop binnen 30 dagen zonder opgave van reden retourneren, mits het product onbeschadigd is.</p>':
    '<p>Vous pouvez retourner un achat en ligne sous 30 jours sans justification, à condition que le produit soit intact.</p>',
  'Artikel 4 – Garantie': 'Article 4 – Garantie',
  '<p>Op alle producten geldt de wettelijke garantie. De fabrieksgarantie staat bij de specificaties van elk product.</p>':
    '<p>Tous les produits bénéficient de la garantie légale. La garantie du fabricant figure dans les caractéristiques de chaque produit.</p>',
  'Lees hoe Stroomhuis omgaat met je persoonsgegevens.':
    'Découvrez comment Stroomhuis traite vos données personnelles.',
  '<p>Stroomhuis verwerkt je gegevens alleen om je bestelling af te handelen, je te helpen en, als je dat wilt, je onze nieuwsbrief te sturen.</p>':
    '<p>Stroomhuis traite vos données uniquement pour exécuter votre commande, vous aider et, si vous le souhaitez, vous envoyer notre newsletter.</p>',
  'Welke gegevens bewaren we?': 'Quelles données conservons-nous ?',
  '<p>Je naam, adres, e-mailadres, telefoonnummer en je bestellingen. Betaalgegevens gaan rechtstreeks naar de betaalprovider.</p>':
    '<p>Vos nom, adresse, adresse e-mail, numéro de téléphone et vos commandes. Les données de paiement vont directement au prestataire de paiement.</p>',
  Cookies: 'Cookies',
  '<p>Functionele cookies zijn nodig voor je winkelwagen. Analytische en marketingcookies plaatsen we alleen met je toestemming, die een jaar geldig is.</p>':
    '<p>Les cookies fonctionnels sont nécessaires à votre panier. Nous ne plaçons de cookies analytiques et marketing qu’avec votre consentement, valable un an.</p>',
  'Je rechten': 'Vos droits',
  '<p>Je mag je gegevens inzien, laten corrigeren of laten verwijderen. Mail ons via privacy@stroomhuis.nl.</p>':
    '<p>Vous pouvez consulter, faire corriger ou faire supprimer vos données. Écrivez-nous à privacy@stroomhuis.nl.</p>',
  'Betaal je aankoop bij Stroomhuis in 3 termijnen zonder rente.':
    'Payez votre achat chez Stroomhuis en 3 fois sans intérêts.',
  '<p>Bij Stroomhuis betaal je aankopen van {{price cents=25000}} tot {{price cents=1000000}} in 3 gelijke termijnen, zonder rente of extra kosten.</p>':
    '<p>Chez Stroomhuis, vous payez vos achats de {{price cents=25000}} à {{price cents=1000000}} en 3 mensualités égales, sans intérêts ni frais supplémentaires.</p>',
  'Hoe werkt het?': 'Comment ça marche ?',
  '<p>Kies bij het afrekenen voor gespreid betalen. Je betaalt de eerste termijn direct; de volgende twee volgen na 30 en 60 dagen.</p><p>Je ziet het termijnbedrag al op de productpagina staan.</p>':
    '<p>Choisissez le paiement échelonné lors de la commande. Vous payez la première échéance immédiatement ; les deux suivantes après 30 et 60 jours.</p><p>Le montant de l’échéance figure déjà sur la page du produit.</p>',
  Voorwaarden: 'Conditions',
  '<p>Je bent 18 jaar of ouder en woont in Nederland. De betaalprovider voert een korte kredietcheck uit.</p>':
    '<p>Vous avez 18 ans ou plus et habitez aux Pays-Bas. Le prestataire de paiement effectue une brève vérification de solvabilité.</p>',
  Cashbackacties: 'Offres de remboursement',
  'Alle lopende cashbackacties bij Stroomhuis.':
    'Toutes les offres de remboursement en cours chez Stroomhuis.',
  '<p>Bij deze acties krijg je na registratie bij het merk geld terug op je aankoop.</p>':
    '<p>Avec ces offres, vous êtes remboursé d’une partie de votre achat après inscription auprès de la marque.</p>',
  'Voltana wascashback': 'Voltana : remboursement lavage',
  '<p>Koop een wasmachine of droger van Voltana en krijg tot {{price cents=10000}} terug. Registreer je aankoop binnen 30 dagen.</p>':
    '<p>Achetez un lave-linge ou un sèche-linge Voltana et recevez jusqu’à {{price cents=10000}} remboursés. Enregistrez votre achat sous 30 jours.</p>',
  'Voltana cashback': 'Voltana : remboursement',
  '<p>Tijdelijk {{price cents=5000}} terug op geselecteerde Voltana-apparaten.</p>':
    '<p>Temporairement {{price cents=5000}} remboursés sur une sélection d’appareils Voltana.</p>',
  'Kouda koelcashback': 'Kouda : remboursement froid',
  '<p>Ontvang {{price cents=7500}} terug bij aankoop van een Kouda koelkast of vriezer.</p>':
    '<p>Recevez {{price cents=7500}} remboursés à l’achat d’un réfrigérateur ou congélateur Kouda.</p>',
  'Vonk tv-cashback': 'Vonk : remboursement TV',
  '<p>Tot {{price cents=20000}} terug op Vonk OLED- en Mini-LED-televisies.</p>':
    '<p>Jusqu’à {{price cents=20000}} remboursés sur les téléviseurs OLED et Mini-LED Vonk.</p>',
  'Lumen schermactie': 'Lumen : offre écrans',
  '<p>{{price cents=5000}} terug op Lumen televisies en laptops.</p>':
    '<p>{{price cents=5000}} remboursés sur les téléviseurs et ordinateurs portables Lumen.</p>',
  'Brabant kookcashback': 'Brabant : remboursement cuisson',
  '<p>Koop een Brabant oven of kookplaat en krijg {{price cents=7500}} terug.</p>':
    '<p>Achetez un four ou une table de cuisson Brabant et recevez {{price cents=7500}} remboursés.</p>',
  'Kernkracht thuisfitness': 'Kernkracht : fitness à domicile',
  '<p>{{price cents=10000}} terug op Kernkracht loopbanden.</p>':
    '<p>{{price cents=10000}} remboursés sur les tapis de course Kernkracht.</p>',
  'Stroomhuis: witgoed, elektronica en vechtsport, online en in 12 winkels.':
    'Stroomhuis : électroménager, électronique et sports de combat, en ligne et dans 12 magasins.',
  '<p>Stroomhuis verkoopt huishoudelijke apparaten, elektronica en vechtsportartikelen, in de webshop en in 12 winkels in Nederland.</p><p>Onze verkopers kennen de producten: ze helpen je kiezen, in de winkel, aan de telefoon en in de chat.</p>':
    '<p>Stroomhuis vend des appareils électroménagers, de l’électronique et des articles de sports de combat, en ligne et dans 12 magasins aux Pays-Bas.</p><p>Nos vendeurs connaissent les produits : ils vous aident à choisir, en magasin, au téléphone et par chat.</p>',
  'Zuinig en eerlijk': 'Économe et honnête',
  '<p>Bij elk apparaat tonen we het energielabel en het productinformatieblad, zodat je ziet wat het gebruik kost voordat je koopt.</p>':
    '<p>Pour chaque appareil, nous affichons l’étiquette énergétique et la fiche produit, pour que vous sachiez ce qu’il consomme avant d’acheter.</p>',
  'Online bestellen, in de winkel ophalen': 'Commander en ligne, retirer en magasin',
  '<p>Reserveer online en haal je aankoop dezelfde dag op in de winkel van je keuze; ophalen is altijd gratis.</p>':
    '<p>Réservez en ligne et retirez votre achat le jour même dans le magasin de votre choix ; le retrait est toujours gratuit.</p>',
  'Vacatures bij Stroomhuis: in onze winkels, het distributiecentrum en op kantoor.':
    'Offres d’emploi chez Stroomhuis : dans nos magasins, au centre de distribution et au bureau.',
  '<p>We zoeken collega’s voor onze 12 winkels, ons distributiecentrum en ons kantoor: verkopers, monteurs, bezorgers en ontwikkelaars.</p>':
    '<p>Nous recherchons des collègues pour nos 12 magasins, notre centre de distribution et notre bureau : vendeurs, techniciens, livreurs et développeurs.</p>',
  'Wat we bieden': 'Ce que nous offrons',
  '<p>Een vast contract na je proefperiode, personeelskorting, opleidingen bij onze merken en een team dat van techniek houdt.</p>':
    '<p>Un CDI après la période d’essai, des remises pour le personnel, des formations chez nos marques et une équipe passionnée de technique.</p>',
  Solliciteren: 'Postuler',
  '<p>Stuur je cv en een korte motivatie naar werkenbij@stroomhuis.nl, of loop binnen bij een van onze winkels.</p>':
    '<p>Envoyez votre CV et une courte lettre de motivation à werkenbij@stroomhuis.nl, ou passez dans l’un de nos magasins.</p>',
  Bezorgen: 'Livraison',
  'Bezorgkosten en levertijden van Stroomhuis.': 'Frais et délais de livraison de Stroomhuis.',
  '<p>Bestellingen vanaf {{price cents=4500}} bezorgen we gratis; daaronder rekenen we {{price cents=295}} verzendkosten.</p>':
    '<p>Nous livrons gratuitement les commandes dès {{price cents=4500}} ; en dessous, nous facturons {{price cents=295}} de frais de port.</p>',
  Levertijd: 'Délai de livraison',
  '<p>Op werkdagen voor 22:00 besteld en op voorraad: de volgende werkdag in huis. Grote apparaten bezorgt onze eigen bezorgdienst op een dag die jij kiest.</p>':
    '<p>Commandé un jour ouvré avant 22:00 et en stock : chez vous le jour ouvré suivant. Les gros appareils sont livrés par notre propre service de livraison le jour de votre choix.</p>',
  'Ophalen in de winkel': 'Retrait en magasin',
  '<p>Liever zelf ophalen? Kies bij het afrekenen een van onze 12 winkels; ophalen is gratis en soms is de winkelprijs lager.</p>':
    '<p>Vous préférez venir chercher votre commande ? Choisissez l’un de nos 12 magasins lors du paiement ; le retrait est gratuit et le prix en magasin est parfois plus bas.</p>',
  'Zo retourneer je een aankoop bij Stroomhuis.': 'Comment retourner un achat chez Stroomhuis.',
  '<p>Je mag een online aankoop binnen 30 dagen zonder opgave van reden retourneren, mits het product onbeschadigd is (artikel 3 van onze algemene voorwaarden).</p>':
    '<p>Vous pouvez retourner un achat en ligne sous 30 jours sans justification, à condition que le produit soit intact (article 3 de nos conditions générales).</p>',
  '<p>Meld je retour aan via je account of de klantenservice, breng het product naar een van onze winkels of laat het ophalen.</p><p>Je krijgt het aankoopbedrag, inclusief de verzendkosten van de heenzending, binnen 14 dagen terug.</p>':
    '<p>Déclarez votre retour via votre compte ou le service client, rapportez le produit dans l’un de nos magasins ou faites-le enlever.</p><p>Vous êtes remboursé du prix d’achat, frais de livraison aller compris, sous 14 jours.</p>',
  Uitzonderingen: 'Exceptions',
  '<p>Hygiëneproducten zoals mondbeschermers retourneren we alleen ongeopend.</p>':
    '<p>Les produits d’hygiène comme les protège-dents ne sont repris que non ouverts.</p>',
};
