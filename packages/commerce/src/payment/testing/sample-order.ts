import type { ProviderOrderRequest } from '../payment-port.ts';

/** A complete order as the checkout hands it to the provider, for tests to vary. */
export function sampleOrder(overrides: Partial<ProviderOrderRequest> = {}): ProviderOrderRequest {
  const address = {
    street: 'Stationsstraat',
    houseNumber: '12',
    houseNumberExtension: 'A',
    zipCode: '1012AB',
    city: 'Amsterdam',
    country: 'NL',
  };
  return {
    reference: '100000123',
    description: 'Order 100000123',
    amountCents: 12_34,
    currency: 'EUR',
    returnUrl: 'http://shop.test/paynl/checkout/finish?order=100000123',
    exchangeUrl: 'http://shop.test/api/paynl/exchange',
    expiresAt: new Date(Date.now() + 15 * 60_000),
    method: { providerId: 10 },
    customer: {
      firstName: 'Anna',
      lastName: 'de Vries',
      email: 'anna@example.com',
      phone: '+31612345678',
      birthDate: '1990-04-01',
      gender: 'F',
      locale: 'nl_NL',
    },
    deliveryAddress: address,
    invoiceAddress: { ...address, firstName: 'Anna', lastName: 'de Vries' },
    products: [
      {
        id: 'WM-100',
        description: 'Wasmachine',
        type: 'product',
        priceCents: 9_39,
        quantity: 1,
        vatPercentage: 21,
      },
      {
        id: 'shipping',
        description: 'Verzending',
        type: 'shipping',
        priceCents: 2_95,
        quantity: 1,
        vatPercentage: 21,
      },
    ],
    ...overrides,
  };
}
