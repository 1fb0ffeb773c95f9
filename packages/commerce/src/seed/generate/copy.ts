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

/** Dutch product texts: HTML paragraphs built from the kind's highlights and the brand story. */
export function productCopy(
  r: Random,
  input: {
    name: string;
    spec: ProductSpec;
    brand: BrandDef;
    delivery: DeliveryType;
    status: ProductStatus;
  },
): ProductCopy {
  const { name, spec, brand, delivery, status } = input;
  const [first, ...rest] = spec.highlights;
  const paragraphs = [
    `<p><strong>${escapeXml(name)}</strong>. ${escapeXml(spec.summary)} ${escapeXml(first ?? '')}</p>`,
  ];
  if (rest.length) paragraphs.push(`<p>${escapeXml(rest.join(' '))}</p>`);
  paragraphs.push(
    `<ul>${spec.usps.map((usp) => `<li>${escapeXml(usp.label)}: ${escapeXml(usp.value)}</li>`).join('')}</ul>`,
  );
  paragraphs.push(`<p>${escapeXml(r.pick([`Over ${brand.name}: `, '']) + brand.description)}</p>`);
  const statusLine = STATUS_COPY[status];
  paragraphs.push(`<p>${escapeXml(statusLine ?? r.pick(DELIVERY_COPY[delivery]))}</p>`);
  return {
    description: paragraphs.join(''),
    shortDescription: `<p>${escapeXml(spec.summary)}</p>`,
    metaTitle: `${name} kopen? | ${shop}`,
    metaDescription: `${spec.summary} Bestel bij ${shop}: gratis bezorgd vanaf €${freeFrom} en ook te zien in onze winkels.`,
  };
}
