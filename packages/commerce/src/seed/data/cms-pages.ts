import type { ContentBlock, HeadingBlock, TextBlock } from '../../content/blocks.ts';
import { shopConstants } from '../../config/constants.ts';
import { priceText } from '../../content/price-text.ts';
import { escapeXml } from '../slug.ts';
import { CASH_BACK_ACTIONS } from './labels.ts';
import { STORES } from './stores.ts';

/** The simple page-builder blocks the seed writes (spec §2 block types `heading` and `text`). */
type PageBlock = Omit<HeadingBlock, 'id'> | Omit<TextBlock, 'id'>;

export interface CmsPageDef {
  /** Also the url key (spec §2 routes). */
  identifier: string;
  title: string;
  metaDescription: string;
  content: ContentBlock[];
}

/** Gives every block the stable id the content module expects. */
const blocks = (list: PageBlock[]): ContentBlock[] =>
  list.map((block, index) => ({ ...block, id: `${block.type}-${index + 1}` }) as ContentBlock);

const shop = shopConstants.store.name;
/** Prices are formatted by the page's language (`content/price-text.ts`). */
const euros = priceText;
const h = (text: string, level: HeadingBlock['level'] = 2): PageBlock => ({
  type: 'heading',
  text,
  level,
});
const p = (...paragraphs: string[]): PageBlock => ({
  type: 'text',
  html: paragraphs.map((text) => `<p>${text}</p>`).join(''),
});

const { minCents, maxCents, count } = shopConstants.installments;

/** Service pages linked from the footer and checkout; the home page belongs to the content module. */
export const CMS_PAGES: readonly CmsPageDef[] = [
  {
    identifier: 'service/algemene-voorwaarden',
    title: 'Algemene voorwaarden',
    metaDescription: `De algemene voorwaarden van ${shop} voor bestellingen in de webshop en in onze winkels.`,
    content: blocks([
      h('Algemene voorwaarden', 1),
      p(
        `Deze voorwaarden gelden voor elke bestelling bij ${shop}, online en in onze winkels. Door te bestellen ga je ermee akkoord.`,
      ),
      h('Artikel 1 – Aanbod en prijzen'),
      p(
        'Alle prijzen zijn in euro’s en inclusief btw. Kennelijke vergissingen in het aanbod binden ons niet.',
      ),
      h('Artikel 2 – Bezorging'),
      p(
        `Bestellingen vanaf ${euros(shopConstants.freeShippingFromCents)} bezorgen we gratis; daaronder rekenen we ${euros(shopConstants.baseShippingCents)} verzendkosten.`,
        'Grote apparaten bezorgt onze eigen bezorgdienst op een dag die jij kiest.',
      ),
      h('Artikel 3 – Herroepingsrecht'),
      p(
        'Je mag een online aankoop binnen 30 dagen zonder opgave van reden retourneren, mits het product onbeschadigd is.',
      ),
      h('Artikel 4 – Garantie'),
      p(
        'Op alle producten geldt de wettelijke garantie. De fabrieksgarantie staat bij de specificaties van elk product.',
      ),
    ]),
  },
  {
    identifier: 'privacybeleid',
    title: 'Privacybeleid',
    metaDescription: `Lees hoe ${shop} omgaat met je persoonsgegevens.`,
    content: blocks([
      h('Privacybeleid', 1),
      p(
        `${shop} verwerkt je gegevens alleen om je bestelling af te handelen, je te helpen en, als je dat wilt, je onze nieuwsbrief te sturen.`,
      ),
      h('Welke gegevens bewaren we?'),
      p(
        'Je naam, adres, e-mailadres, telefoonnummer en je bestellingen. Betaalgegevens gaan rechtstreeks naar de betaalprovider.',
      ),
      h('Cookies'),
      p(
        'Functionele cookies zijn nodig voor je winkelwagen. Analytische en marketingcookies plaatsen we alleen met je toestemming, die een jaar geldig is.',
      ),
      h('Je rechten'),
      p(
        `Je mag je gegevens inzien, laten corrigeren of laten verwijderen. Mail ons via privacy@${shop.toLowerCase()}.nl.`,
      ),
    ]),
  },
  {
    identifier: 'service/gespreid-betalen',
    title: 'Gespreid betalen',
    metaDescription: `Betaal je aankoop bij ${shop} in ${count} termijnen zonder rente.`,
    content: blocks([
      h('Gespreid betalen', 1),
      p(
        `Bij ${shop} betaal je aankopen van ${euros(minCents)} tot ${euros(maxCents)} in ${count} gelijke termijnen, zonder rente of extra kosten.`,
      ),
      h('Hoe werkt het?'),
      p(
        'Kies bij het afrekenen voor gespreid betalen. Je betaalt de eerste termijn direct; de volgende twee volgen na 30 en 60 dagen.',
        'Je ziet het termijnbedrag al op de productpagina staan.',
      ),
      h('Voorwaarden'),
      p(
        'Je bent 18 jaar of ouder en woont in Nederland. De betaalprovider voert een korte kredietcheck uit.',
      ),
    ]),
  },
  {
    identifier: 'acties/cashback',
    title: 'Cashbackacties',
    metaDescription: `Alle lopende cashbackacties bij ${shop}.`,
    content: blocks([
      h('Cashbackacties', 1),
      p('Bij deze acties krijg je na registratie bij het merk geld terug op je aankoop.'),
      ...CASH_BACK_ACTIONS.flatMap((action) => [
        h(action.name, 3),
        p(
          escapeXml(action.description).replace(/€(\d+)/g, (_, whole: string) =>
            euros(Number(whole) * 100),
          ),
        ),
      ]),
    ]),
  },
  {
    identifier: 'over-ons',
    title: 'Over ons',
    metaDescription: `${shop}: witgoed, elektronica en vechtsport, online en in ${STORES.length} winkels.`,
    content: blocks([
      h('Over ons', 1),
      p(
        `${shop} verkoopt huishoudelijke apparaten, elektronica en vechtsportartikelen, in de webshop en in ${STORES.length} winkels in Nederland.`,
        'Onze verkopers kennen de producten: ze helpen je kiezen, in de winkel, aan de telefoon en in de chat.',
      ),
      h('Zuinig en eerlijk'),
      p(
        'Bij elk apparaat tonen we het energielabel en het productinformatieblad, zodat je ziet wat het gebruik kost voordat je koopt.',
      ),
      h('Online bestellen, in de winkel ophalen'),
      p(
        'Reserveer online en haal je aankoop dezelfde dag op in de winkel van je keuze; ophalen is altijd gratis.',
      ),
    ]),
  },
  {
    identifier: 'werken-bij',
    title: 'Werken bij',
    metaDescription: `Vacatures bij ${shop}: in onze winkels, het distributiecentrum en op kantoor.`,
    content: blocks([
      h('Werken bij', 1),
      p(
        `We zoeken collega’s voor onze ${STORES.length} winkels, ons distributiecentrum en ons kantoor: verkopers, monteurs, bezorgers en ontwikkelaars.`,
      ),
      h('Wat we bieden'),
      p(
        'Een vast contract na je proefperiode, personeelskorting, opleidingen bij onze merken en een team dat van techniek houdt.',
      ),
      h('Solliciteren'),
      p(
        'Stuur je cv en een korte motivatie naar werkenbij@stroomhuis.nl, of loop binnen bij een van onze winkels.',
      ),
    ]),
  },
  {
    identifier: 'service/bezorgen',
    title: 'Bezorgen',
    metaDescription: `Bezorgkosten en levertijden van ${shop}.`,
    content: blocks([
      h('Bezorgen', 1),
      p(
        `Bestellingen vanaf ${euros(shopConstants.freeShippingFromCents)} bezorgen we gratis; daaronder rekenen we ${euros(shopConstants.baseShippingCents)} verzendkosten.`,
      ),
      h('Levertijd'),
      p(
        'Op werkdagen voor 22:00 besteld en op voorraad: de volgende werkdag in huis. Grote apparaten bezorgt onze eigen bezorgdienst op een dag die jij kiest.',
      ),
      h('Ophalen in de winkel'),
      p(
        `Liever zelf ophalen? Kies bij het afrekenen een van onze ${STORES.length} winkels; ophalen is gratis en soms is de winkelprijs lager.`,
      ),
    ]),
  },
  {
    identifier: 'service/retourneren',
    title: 'Retourneren',
    metaDescription: `Zo retourneer je een aankoop bij ${shop}.`,
    content: blocks([
      h('Retourneren', 1),
      p(
        'Je mag een online aankoop binnen 30 dagen zonder opgave van reden retourneren, mits het product onbeschadigd is (artikel 3 van onze algemene voorwaarden).',
      ),
      h('Zo werkt het'),
      p(
        'Meld je retour aan via je account of de klantenservice, breng het product naar een van onze winkels of laat het ophalen.',
        'Je krijgt het aankoopbedrag, inclusief de verzendkosten van de heenzending, binnen 14 dagen terug.',
      ),
      h('Uitzonderingen'),
      p('Hygiëneproducten zoals mondbeschermers retourneren we alleen ongeopend.'),
    ]),
  },
];
