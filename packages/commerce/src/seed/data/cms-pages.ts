import type { ContentBlock, HeadingBlock, TextBlock } from '../../content/blocks.ts';
import { shopConstants } from '../../config/constants.ts';
import { escapeXml } from '../slug.ts';
import { CASH_BACK_ACTIONS } from './labels.ts';

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
const euros = (cents: number) => `€${(cents / 100).toLocaleString('nl-NL')}`;
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
        p(escapeXml(action.description)),
      ]),
    ]),
  },
];
