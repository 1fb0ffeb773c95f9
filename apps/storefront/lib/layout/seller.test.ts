import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '@webshop/commerce';
import { createTestEngine } from '@webshop/commerce/testing';
import { shopLegal, type ShopLegal } from '@webshop/commerce/contracts';
import { LayoutDataDocument } from '@/lib/commerce/generated/graphql';
import { commerceQuery } from '@/lib/commerce/transport';
import type { GeneralInformation } from '@/lib/commerce/types';
import { websiteStructuredData } from '@/lib/seo/structured-data';
import { sellerDetails } from './seller';
import { serveEngine, stopServingEngine } from '@/lib/commerce/testing/serve-engine';

/** Not the demo shop, so no number of the demo or of old content can pass for the configured. */
const configured = {
  SHOP_LEGAL_NAME: 'Lampenhuis Noord B.V.',
  SHOP_LEGAL_STREET: 'Grote Markt 7',
  SHOP_LEGAL_POSTCODE: '9711 LV',
  SHOP_LEGAL_CITY: 'Groningen',
  SHOP_KVK: '01234567',
  SHOP_VAT_ID: 'NL001234567B01',
  SHOP_IBAN: 'NL20INGB0001234567',
  SHOP_CONTACT_EMAIL: 'service@lampenhuis.example',
  SHOP_PHONE: '050 765 43 21',
};

let engine: CommerceEngine;
let close: () => Promise<void>;
let source: ShopLegal;
let info: GeneralInformation;
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  for (const [name, value] of Object.entries(configured)) {
    saved[name] = process.env[name];
    process.env[name] = value;
  }
  source = shopLegal();
  ({ engine, close } = await createTestEngine('pglite', 'storefront_seller', { seedProducts: 10 }));
  serveEngine(engine);
  // The document and transport the footer's and contact page's layout data come through.
  const answer = await commerceQuery(LayoutDataDocument, {}, { locale: 'nl' });
  if (!answer.ok) throw new Error(answer.error.message);
  info = answer.data.layoutData.generalInformation;
}, 120_000);

afterAll(async () => {
  stopServingEngine();
  await close?.();
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe('the seller on the storefront', () => {
  it('shows in the footer and on the contact page the engine’s legal data', () => {
    expect(sellerDetails(info)).toEqual({
      name: source.name,
      street: source.address.street,
      postcodeAndCity: `${source.address.postcode} ${source.address.city}`,
      country: source.address.country,
      phone: source.phone,
      email: source.email,
      kvk: source.kvk,
      vatId: source.vatId,
      iban: source.iban,
    });
    // The brand stays the edited content's.
    expect(info.storeName).toBe('Stroomhuis');
  });

  it('names the same organisation in the structured data', () => {
    const data = websiteStructuredData({
      siteUrl: 'https://shop.example',
      searchUrlTemplate: 'https://shop.example/search/{search_term_string}',
      info,
      logoUrl: 'https://shop.example/images/logo.svg',
    });
    expect(data.publisher).toMatchObject({
      legalName: source.name,
      email: source.email,
      telephone: source.phone,
      taxID: source.vatId,
      vatID: source.vatId,
      address: {
        streetAddress: source.address.street,
        postalCode: source.address.postcode,
        addressLocality: source.address.city,
        addressCountry: source.address.country,
      },
    });
  });
});
