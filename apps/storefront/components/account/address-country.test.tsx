import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { ClientMessagesProvider } from '@/lib/i18n/client';
import type { Locale } from '@/lib/i18n/locales';
import type { CheckoutAddressView, CheckoutView } from '@/lib/commerce/checkout';
import { AddressLines } from './address-card';
import { OrderAddress } from './order-address';
import { AddressOverview } from '../checkout/address-overview';

const address: CheckoutAddressView = {
  salutation: '',
  firstname: 'Anna',
  middlename: 'de',
  lastname: 'Vries',
  street: 'Damrak',
  houseNumber: '12',
  addition: 'B',
  postcode: '1011 AB',
  city: 'Amsterdam',
  country: 'NL',
  telephone: '',
};

const inLocale = (locale: Locale, node: ReactNode) =>
  renderToStaticMarkup(
    <ClientMessagesProvider locale={locale} messages={{}}>
      {node}
    </ClientMessagesProvider>,
  );

describe('addresses name their country in the page’s language', () => {
  it('in the address book', () => {
    const entry = {
      id: 1,
      address,
      customerType: 'personal' as const,
      company: '',
      vatNumber: '',
      reference: '',
      defaultShipping: true,
      defaultBilling: true,
    };
    expect(inLocale('fr', <AddressLines entry={entry} />)).toContain('Pays-Bas');
    const dutch = inLocale('nl', <AddressLines entry={entry} />);
    expect(dutch).toContain('Nederland');
    expect(dutch).not.toContain('>NL<');
  });

  it('on the order detail page', () => {
    const html = renderToStaticMarkup(
      <OrderAddress
        title="Delivery address"
        locale="en"
        address={{
          name: 'Anna de Vries',
          company: '',
          vatNumber: '',
          reference: '',
          lines: ['Damrak 12 B'],
          country: 'NL',
          telephone: '',
        }}
      />,
    );
    expect(html).toContain('Netherlands');
    expect(html).not.toContain('>NL<');
  });

  it('in the checkout overview', () => {
    const cart = {
      email: 'anna@example.nl',
      shipping: address,
      billing: null,
      billingSameAsShipping: true,
      delivery: { method: 'home', storeCode: '', priceCents: 0 },
      stores: [],
    } as unknown as CheckoutView;
    expect(inLocale('de', <AddressOverview cart={cart} onChange={() => undefined} />)).toContain(
      'Niederlande',
    );
  });
});
