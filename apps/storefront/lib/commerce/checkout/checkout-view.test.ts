import { describe, expect, it } from 'vitest';
import type { CheckoutCartQuery } from '../generated/graphql';
import { checkoutView } from './checkout-view';

const money = (value: number) => ({ value, currency: 'EUR' as const });
const address = {
  prefix: 'mrs',
  firstname: 'Anna',
  middlename: null,
  lastname: 'de Vries',
  company: 'Voltana BV',
  street: ['Dorpsstraat', '12', 'B'],
  city: 'Utrecht',
  postcode: '3511 AB',
  country: { code: 'NL' },
  telephone: '0612345678',
  vat_id: 'NL123456789B01',
  customer_type: 'BUSINESS' as const,
  reference: 'PO-7',
};

function answer(cart: Partial<NonNullable<CheckoutCartQuery['cart']>>): CheckoutCartQuery {
  return {
    cart: {
      id: 'c'.repeat(32),
      email: 'anna@example.nl',
      is_active: true,
      total_quantity: 1,
      items: [
        {
          uid: '1',
          quantity: 1,
          product: { sku: 'WM-1', name: 'Wasmachine', url_key: 'wm', small_image: null },
          prices: { price_including_tax: money(599), row_total_including_tax: money(599) },
        },
      ],
      prices: {
        grand_total: money(599),
        subtotal_including_tax: money(599),
        applied_taxes: [{ label: 'BTW', rate: 21, amount: money(103.96) }],
        in_store_discount: money(20),
        free_shipping_remaining: money(0),
      },
      shipping_addresses: [],
      billing_address: null,
      available_payment_methods: [],
      selected_payment_method: null,
      errors: [],
      ...cart,
    } as NonNullable<CheckoutCartQuery['cart']>,
    physicalStores: [
      {
        code: 'utrecht',
        name: 'Utrecht',
        street: 'Vredenburg 1',
        postcode: '3511 BA',
        city: 'Utrecht',
      },
    ],
    dutchAddressLookupAvailable: false,
  };
}

describe('checkoutView', () => {
  it('turns money into cents and reads street lines back into street, number and addition', () => {
    const view = checkoutView(
      answer({
        shipping_addresses: [
          {
            ...address,
            pickup_location_code: 'utrecht',
            available_shipping_methods: [
              {
                carrier_code: 'flatrate',
                carrier_title: 'PostNL',
                method_code: 'flatrate',
                method_title: 'Thuis',
                available: true,
                price_incl_tax: money(0),
              },
              {
                carrier_code: 'instore',
                carrier_title: 'Winkel',
                method_code: 'pickup',
                method_title: 'Ophalen',
                available: true,
                price_incl_tax: money(0),
              },
            ],
            selected_shipping_method: {
              carrier_code: 'instore',
              method_code: 'pickup',
              carrier_title: 'Winkel',
              method_title: 'Ophalen',
              price_incl_tax: money(0),
            },
          },
        ] as never,
        billing_address: address as never,
      }),
    )!;
    expect(view).toMatchObject({
      grandTotalCents: 59_900,
      taxCents: 10_396,
      inStoreDiscountCents: 2_000,
      customerType: 'business',
      vatNumber: 'NL123456789B01',
      billingSameAsShipping: true,
      delivery: { method: 'pickup', storeCode: 'utrecht', priceCents: 0 },
      shipping: { street: 'Dorpsstraat', houseNumber: '12', addition: 'B', salutation: 'mrs' },
      stores: [{ code: 'utrecht', address: 'Vredenburg 1, 3511 BA Utrecht' }],
      addressLookup: false,
    });
  });

  it('starts empty: no address, no delivery, a personal customer; no cart gives null', () => {
    const view = checkoutView(answer({}))!;
    expect(view).toMatchObject({ shipping: null, delivery: null, customerType: 'personal' });
    expect(
      checkoutView({ cart: null, physicalStores: [], dutchAddressLookupAvailable: true }),
    ).toBeNull();
  });
});
