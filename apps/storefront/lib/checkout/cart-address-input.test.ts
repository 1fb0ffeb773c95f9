import { describe, expect, it } from 'vitest';
import type { CheckoutAddress } from './address-schema';
import { cartAddressChoice } from './cart-address-input';

const address: CheckoutAddress = {
  salutation: 'mrs',
  firstname: 'Anna',
  middlename: 'de',
  lastname: 'Vries',
  postcode: '1011ab',
  houseNumber: '12',
  addition: 'B',
  street: 'Damrak',
  city: 'Amsterdam',
  country: 'NL',
  telephone: '0612345678',
};
const personal = { customerType: 'personal' as const, company: '', vatNumber: '', reference: '' };

describe('cartAddressChoice', () => {
  it('sends a saved address of a signed-in customer by its id only', () => {
    expect(cartAddressChoice(address, personal, { addressId: 7 }, 'token')).toEqual({
      customer_address_id: 7,
    });
  });

  it('never uses an address-book id or saves for a guest', () => {
    const choice = cartAddressChoice(
      address,
      personal,
      { addressId: 7, save: true, makeDefault: true },
      null,
    );
    expect(choice.customer_address_id).toBeUndefined();
    expect(choice.address).toMatchObject({
      street: ['Damrak', '12', 'B'],
      postcode: '1011 AB',
      save_in_address_book: false,
    });
    expect(choice.address).not.toHaveProperty('make_default');
  });

  it('adds a new address to the book, and makes it the default only when saved', () => {
    expect(
      cartAddressChoice(address, personal, { save: true, makeDefault: true }, 'token').address,
    ).toMatchObject({ save_in_address_book: true, make_default: true });
    const notSaved = cartAddressChoice(address, personal, { makeDefault: true }, 'token').address;
    expect(notSaved).toMatchObject({ save_in_address_book: false });
    expect(notSaved).not.toHaveProperty('make_default');
  });

  it('keeps business details on a new business address', () => {
    const business = {
      customerType: 'business' as const,
      company: 'Fiets BV',
      vatNumber: 'nl123456789b01',
      reference: 'PO-1',
    };
    expect(cartAddressChoice(address, business, undefined, 'token').address).toMatchObject({
      company: 'Fiets BV',
      vat_id: 'NL123456789B01',
      reference: 'PO-1',
      customer_type: 'BUSINESS',
      save_in_address_book: false,
    });
  });
});
