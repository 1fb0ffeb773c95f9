import { describe, expect, it } from 'vitest';
import type { AccountCustomerQuery, AccountOrderQuery } from '../generated/graphql';
import { accountView, fullName, orderDetailView } from './account-view';

const money = (value: number) => ({ value, currency: 'EUR' as const });

describe('account view', () => {
  it('reads the address book in the form shape, defaults marked, unnamed entries left out', () => {
    const data: AccountCustomerQuery = {
      dutchAddressLookupAvailable: true,
      customer: {
        email: 'anna@example.com',
        prefix: null,
        firstname: 'Anna',
        middlename: null,
        lastname: 'Vries',
        is_subscribed: false,
        newsletter_status: null,
        addresses: [
          {
            id: 3,
            prefix: 'mrs',
            firstname: 'Anna',
            middlename: 'de',
            lastname: 'Vries',
            company: 'Fiets BV',
            street: ['Damrak', '12', null],
            city: 'Amsterdam',
            postcode: '1011 AB',
            country_code: 'NL',
            telephone: null,
            vat_id: 'NL123456789B01',
            reference: null,
            customer_type: 'BUSINESS',
            default_shipping: true,
            default_billing: null,
          },
          null,
        ],
      },
    };
    const view = accountView(data)!;
    expect(view.newsletterState).toBe('UNSUBSCRIBED');
    expect(view.addressLookup).toBe(true);
    expect(view.addresses).toEqual([
      {
        id: 3,
        address: {
          salutation: 'mrs',
          firstname: 'Anna',
          middlename: 'de',
          lastname: 'Vries',
          street: 'Damrak',
          houseNumber: '12',
          addition: '',
          postcode: '1011 AB',
          city: 'Amsterdam',
          country: 'NL',
          telephone: '',
        },
        customerType: 'business',
        company: 'Fiets BV',
        vatNumber: 'NL123456789B01',
        reference: '',
        defaultShipping: true,
        defaultBilling: false,
      },
    ]);
    expect(accountView({ dutchAddressLookupAvailable: false, customer: null })).toBeNull();
  });

  it('reads an order in cents with its addresses and payment method; none is null', () => {
    const data: AccountOrderQuery = {
      customer: {
        orders: {
          items: [
            {
              number: '000000042',
              order_date: '2026-11-20 10:00:00',
              status: 'Shipped',
              status_code: 'SHIPPED',
              email: 'anna@example.com',
              shipping_method: 'flatrate',
              pickup_location_code: null,
              items: [
                {
                  id: '1',
                  product_name: 'Washing machine',
                  product_sku: 'WM-1',
                  product_url_key: null,
                  quantity_ordered: 2,
                  row_total: money(1198),
                },
              ],
              shipments: [
                {
                  tracking: [{ title: 'PostNL', carrier: 'postnl', number: '3S123', url: null }],
                },
              ],
              invoices: [
                {
                  number: 'F2026-000007',
                  kind: 'INVOICE',
                  issued_at: '2026-11-20T10:05:00.000Z',
                  download_path: '/api/invoice/F2026-000007',
                },
              ],
              refunds: [
                {
                  id: '7',
                  state: 'REFUNDED',
                  amount: money(599),
                  created_at: '2026-11-21T09:00:00.000Z',
                  refunded_at: '2026-11-21T09:00:01.000Z',
                },
              ],
              returns: [
                {
                  number: 'R000000042-1',
                  state: 'RECEIVED',
                  created_at: '2026-11-21T08:00:00.000Z',
                  items: [{ product_sku: 'WM-1', product_name: 'Washing machine', quantity: 1 }],
                },
              ],
              returnable_until: '2026-12-04T22:59:59.999Z',
              returnable_items: [{ product_sku: 'WM-1', quantity: 1 }],
              shipping_address: {
                prefix: 'mrs',
                firstname: 'Anna',
                middlename: 'de',
                lastname: 'Vries',
                company: 'Fiets BV',
                street: ['Damrak', '12', 'B'],
                postcode: '1011 AB',
                city: 'Amsterdam',
                country_code: 'NL',
                telephone: '0612345678',
                vat_id: 'NL123456789B01',
                reference: 'PO-17',
              },
              billing_address: null,
              payment_methods: [{ name: 'iDEAL', type: 'paynl_payment_ideal' }],
              total: {
                subtotal: money(1198),
                total_shipping: money(2.95),
                total_tax: money(208.43),
                grand_total: money(1200.95),
              },
            },
          ],
        },
      },
    };
    const order = orderDetailView(data)!;
    expect(order).toMatchObject({
      number: '000000042',
      statusCode: 'SHIPPED',
      totalCents: 120095,
      subtotalCents: 119800,
      shippingCents: 295,
      taxCents: 20843,
      paymentMethod: 'iDEAL',
      paymentMethodCode: 'paynl_payment_ideal',
      billingAddress: null,
      shippingAddress: {
        name: 'Anna de Vries',
        company: 'Fiets BV',
        vatNumber: 'NL123456789B01',
        reference: 'PO-17',
        lines: ['Damrak 12 B', '1011 AB Amsterdam'],
        country: 'NL',
        telephone: '0612345678',
      },
      tracking: [{ carrier: 'postnl', title: 'PostNL', number: '3S123', url: null }],
      invoices: [
        {
          number: 'F2026-000007',
          kind: 'INVOICE',
          issuedAt: '2026-11-20T10:05:00.000Z',
          path: '/api/invoice/F2026-000007',
        },
      ],
      refunds: [{ id: '7', amountCents: 59900, state: 'REFUNDED', at: '2026-11-21T09:00:01.000Z' }],
      returns: [
        {
          number: 'R000000042-1',
          state: 'RECEIVED',
          createdAt: '2026-11-21T08:00:00.000Z',
          items: [{ sku: 'WM-1', name: 'Washing machine', quantity: 1 }],
        },
      ],
      returnableUntil: '2026-12-04T22:59:59.999Z',
      returnable: [{ sku: 'WM-1', name: 'Washing machine', quantity: 1 }],
    });
    expect(orderDetailView({ customer: { orders: { items: [] } } })).toBeNull();
  });

  it('writes a name with its middle part only when there is one', () => {
    expect(fullName({ firstname: 'Piet', middlename: null, lastname: 'Jansen' })).toBe(
      'Piet Jansen',
    );
  });
});
