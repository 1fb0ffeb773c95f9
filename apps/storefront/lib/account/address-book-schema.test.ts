import { describe, expect, it } from 'vitest';
import { addressBookEntrySchema, customerAddressInput } from './address-book-schema';

const entry = {
  customerType: 'personal',
  shipping: {
    salutation: 'mr',
    firstname: 'Piet',
    lastname: 'Jansen',
    postcode: '3511 ab',
    houseNumber: '5',
    street: 'Oudegracht',
    city: 'Utrecht',
    country: 'NL',
    telephone: '0301234567',
  },
};

describe('address book entry', () => {
  it('becomes Magento CustomerAddressInput with street lines and the country code', () => {
    const parsed = addressBookEntrySchema.parse({ ...entry, defaultShipping: true });
    expect(customerAddressInput(parsed)).toEqual({
      prefix: 'mr',
      firstname: 'Piet',
      middlename: null,
      lastname: 'Jansen',
      company: null,
      street: ['Oudegracht', '5'],
      city: 'Utrecht',
      postcode: '3511 AB',
      telephone: '0301234567',
      vat_id: null,
      reference: null,
      customer_type: 'PERSONAL',
      country_code: 'NL',
      default_shipping: true,
    });
  });

  it('never unsets a default: an unticked box leaves the flag out', () => {
    const input = customerAddressInput(addressBookEntrySchema.parse(entry));
    expect(input).not.toHaveProperty('default_shipping');
    expect(input).not.toHaveProperty('default_billing');
  });

  it('asks a business for its company and a VAT number of the address country', () => {
    const result = addressBookEntrySchema.safeParse({
      ...entry,
      customerType: 'business',
      vatNumber: 'BE0123456789',
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(paths).toContainEqual(['company', 'required']);
    expect(paths).toContainEqual(['vatNumber', 'vatCountryCode?country=NL']);
  });

  it('checks the address like the checkout (postcode, bounded lengths)', () => {
    const result = addressBookEntrySchema.safeParse({
      ...entry,
      shipping: { ...entry.shipping, postcode: '12', city: 'x'.repeat(61) },
    });
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['shipping.postcode', 'shipping.city']));
  });
});
