import type { PhraseBook } from '../../phrase-book.ts';

/** French descriptions, meta texts and buying advice of the demo categories. */
export const categories: PhraseBook = {
  '{1} bestel je bij {2}: scherpe prijzen, deskundig advies en ook in onze winkels.':
    '{1} chez {2}\u00a0: des prix serrés, des conseils d’experts et aussi dans nos magasins.',
  'Bekijk ons assortiment {1}: vergelijk de specificaties, lees reviews en kies wat bij je past.':
    'Découvrez notre gamme {1}\u00a0: comparez les caractéristiques, lisez les avis et choisissez ce qui vous convient.',
  'Alles voor het huishouden: wassen, drogen, koelen en vriezen.':
    'Tout pour la maison\u00a0: laver, sécher, réfrigérer et congeler.',
  'Boksen en fitness: alles om thuis en in de sportschool te trainen.':
    'Boxe et fitness\u00a0: tout pour s’entraîner à la maison et en salle.',
  'Bokshandschoenen voor zakwerk, sparren en wedstrijden. Kies 10–12 oz voor de zak en 14–16 oz om te sparren.':
    'Gants de boxe pour le sac, le sparring et la compétition. Choisissez 10–12 oz pour le sac et 14–16 oz pour le sparring.',
  'Een hoger toerental slingert de was droger, zodat de droger minder stroom gebruikt.':
    'Une vitesse d’essorage plus élevée sort le linge plus sec, et le sèche-linge consomme moins d’électricité.',
  'Een nieuwe wasmachine kopen? Kies het vulgewicht dat bij je huishouden past en let op het toerental en het energielabel.':
    'Vous achetez un nouveau lave-linge\u00a0? Choisissez la capacité adaptée à votre foyer et regardez la vitesse d’essorage et l’étiquette énergie.',
  'Laptops en accessoires voor werk, studie en gaming.':
    'PC portables et accessoires pour le travail, les études et le jeu.',
  'Televisies, soundbars en koptelefoons voor thuis en onderweg.':
    'Téléviseurs, barres de son et casques pour la maison et les déplacements.',
  'Vaatwassers, ovens en kookplaten voor een keuken waarin alles klopt.':
    'Lave-vaisselle, fours et plaques de cuisson pour une cuisine où tout est à sa place.',
  'Van compacte 43 inch tot 85 inch OLED: vind de televisie die bij je kamer past.':
    'Du compact 43 pouces à l’OLED 85 pouces\u00a0: trouvez le téléviseur adapté à votre pièce.',
  'Voor één of twee personen is 7 kg genoeg; met een gezin kies je 8 tot 10 kg.':
    'Pour une ou deux personnes, 7 kg suffisent\u00a0; pour une famille, choisissez 8 à 10 kg.',
  'Vrijstaande, inbouw en Amerikaanse koelkasten met een zuinig energielabel.':
    'Réfrigérateurs posables, encastrables et américains, économes en énergie.',
  'Warmtepompdrogers en condensdrogers voor zachte, droge was in een handomdraai.':
    'Sèche-linge pompe à chaleur et à condensation pour un linge doux et sec en un tour de main.',
  'Welke wasmachine past bij jou?': 'Quel lave-linge vous convient\u00a0?',
};
