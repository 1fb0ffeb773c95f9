import { shopConstants } from '../../config/constants.ts';
import type { ProductStatus } from '../../catalog/schema.ts';
import type { BrandDef } from '../data/brands.ts';
import type { DeliveryType } from '../data/delivery.ts';
import type { ProductSpec } from '../data/kinds/index.ts';
import type { Random } from '../random.ts';
import { escapeXml } from '../slug.ts';

const shop = shopConstants.store.name;
const freeFrom = shopConstants.freeShippingFromCents / 100;

const DELIVERY_COPY: Record<DeliveryType, readonly string[]> = {
  'eigen-bezorgdienst': [
    'Onze eigen bezorgdienst brengt je bestelling op een dag naar keuze, sluit hem aan en neemt je oude apparaat gratis mee.',
    'We bezorgen met onze eigen bezorgers: zij plaatsen en installeren het apparaat en nemen het verpakkingsmateriaal mee.',
  ],
  pakketdienst: [
    `Voor 23:59 besteld? Dan ontvang je vanavond nog een track-and-trace-code. Vanaf €${freeFrom} verzenden we gratis.`,
    `Je bestelling gaat met de pakketdienst naar je toe; vanaf €${freeFrom} betaal je geen verzendkosten.`,
  ],
  brievenbuspakje: [
    `Past door de brievenbus, dus je hoeft niet thuis te blijven. Vanaf €${freeFrom} verzenden we gratis.`,
  ],
};

const STATUS_COPY: Partial<Record<ProductStatus, string>> = {
  'Pre-order':
    'Dit product verschijnt binnenkort. Bestel nu en je ontvangt het als een van de eersten.',
  Uitlopend: 'Dit model wordt binnenkort opgevolgd: op is op.',
  'Actief (op aanvraag)':
    'Dit product bestellen we speciaal voor je. Vraag in een van onze winkels naar de prijs en de levertijd.',
  'Uit assortiment': 'Dit product is uit ons assortiment. Bekijk de alternatieven hieronder.',
};

export interface ProductCopy {
  description: string;
  shortDescription: string;
  metaTitle: string;
  metaDescription: string;
}

export interface CopyInput {
  name: string;
  spec: ProductSpec;
  brand: BrandDef;
  delivery: DeliveryType;
  status: ProductStatus;
}

/** Translates one Dutch part; the Dutch copy passes the identity. */
export type PartTranslation = (dutch: string) => string;

/** What the copy draws at random, drawn once so every language tells the same story. */
export interface CopyDraw {
  aboutBrand: boolean;
  closing: string;
}

export function drawCopy(r: Random, input: CopyInput): CopyDraw {
  const aboutBrand = r.pick([true, false]);
  const statusLine = STATUS_COPY[input.status];
  return { aboutBrand, closing: statusLine ?? r.pick(DELIVERY_COPY[input.delivery]) };
}

/** Product texts as HTML paragraphs built from the kind's highlights and the brand story. */
export function productCopy(
  input: CopyInput,
  draw: CopyDraw,
  t: PartTranslation = (dutch) => dutch,
  /** What goes between a selling point's label and value: French sets a no-break space before. */
  colon = ': ',
): ProductCopy {
  const { name, spec, brand } = input;
  const [first, ...rest] = spec.highlights;
  const localName = t(name);
  const summary = t(spec.summary);
  const paragraphs = [
    `<p><strong>${escapeXml(localName)}</strong>. ${escapeXml(summary)} ${escapeXml(first ? t(first) : '')}</p>`,
  ];
  if (rest.length) paragraphs.push(`<p>${escapeXml(rest.map(t).join(' '))}</p>`);
  paragraphs.push(
    `<ul>${spec.usps.map((usp) => `<li>${escapeXml(t(usp.label))}${colon}${escapeXml(t(usp.value))}</li>`).join('')}</ul>`,
  );
  const story = t(brand.description);
  paragraphs.push(
    `<p>${escapeXml(draw.aboutBrand ? `${t(`Over ${brand.name}:`)} ${story}` : story)}</p>`,
  );
  paragraphs.push(`<p>${escapeXml(t(draw.closing))}</p>`);
  return {
    description: paragraphs.join(''),
    shortDescription: `<p>${escapeXml(summary)}</p>`,
    metaTitle: t(`${name} kopen? | ${shop}`),
    metaDescription: t(
      `${spec.summary} Bestel bij ${shop}: gratis bezorgd vanaf €${freeFrom} en ook te zien in onze winkels.`,
    ),
  };
}
