import { describe, expect, it } from 'vitest';
import { demoShopLegal, legalAddressLines, shopLegal } from './shop-legal.ts';

const complete = {
  SHOP_LEGAL_NAME: 'Winkel B.V.',
  SHOP_LEGAL_STREET: 'Markt 1',
  SHOP_LEGAL_POSTCODE: '1234 ab',
  SHOP_LEGAL_CITY: 'Ergens',
  SHOP_KVK: '87654321',
  SHOP_VAT_ID: 'nl987654321b01',
};

describe('the shop’s legal data', () => {
  it('is the demo shop when no seller variable is set', () => {
    expect(shopLegal({})).toEqual(demoShopLegal);
  });

  it('reads a configured seller, in the forms an invoice prints', () => {
    expect(
      shopLegal({
        ...complete,
        SHOP_IBAN: 'nl20 ingb 0001 2345 67',
        SHOP_CONTACT_EMAIL: 'hallo@winkel.example',
        SHOP_PHONE: '020 123 45 67',
      }),
    ).toEqual({
      name: 'Winkel B.V.',
      address: { street: 'Markt 1', postcode: '1234 AB', city: 'Ergens', country: 'NL' },
      kvk: '87654321',
      vatId: 'NL987654321B01',
      iban: 'NL20INGB0001234567',
      email: 'hallo@winkel.example',
      phone: '020 123 45 67',
    });
    // Without IBAN, e-mail and phone: none shown, and contact mail to the shop's own domain.
    expect(shopLegal({ ...complete, SHOP_URL: 'https://www.winkel.example' })).toMatchObject({
      iban: null,
      email: 'klantenservice@winkel.example',
      phone: '',
    });
  });

  it('refuses a half-configured seller, naming what is missing', () => {
    expect(() => shopLegal({ SHOP_LEGAL_NAME: 'Winkel B.V.', SHOP_KVK: '87654321' })).toThrow(
      'missing: SHOP_LEGAL_STREET, SHOP_LEGAL_POSTCODE, SHOP_LEGAL_CITY, SHOP_VAT_ID',
    );
  });

  it.each([
    [{ SHOP_KVK: '123' }, /SHOP_KVK/],
    [{ SHOP_VAT_ID: 'BE0123456789' }, /SHOP_VAT_ID/],
    [{ SHOP_IBAN: 'NL20INGB0001234568' }, /SHOP_IBAN/],
    [{ SHOP_LEGAL_COUNTRY: 'Nederland' }, /SHOP_LEGAL_COUNTRY/],
    [{ SHOP_CONTACT_EMAIL: 'klantenservice' }, /SHOP_CONTACT_EMAIL/],
    [{ SHOP_LEGAL_NAME: 'x'.repeat(101) }, /SHOP_LEGAL_NAME/],
    [{ SHOP_LEGAL_ADDRESS: 'Markt 1|1234 AB Ergens' }, /SHOP_LEGAL_STREET/],
  ])('refuses %o', (wrong, message) => {
    expect(() => shopLegal({ ...complete, ...wrong })).toThrow(message);
  });

  it('prints the address as street, postcode and city, and the country', () => {
    expect(legalAddressLines(demoShopLegal.address)).toEqual([
      'Stationsplein 12',
      '3511 ED Utrecht',
      'Nederland',
    ]);
    expect(legalAddressLines({ ...demoShopLegal.address, country: 'BE' })[2]).toBe('België');
  });
});
