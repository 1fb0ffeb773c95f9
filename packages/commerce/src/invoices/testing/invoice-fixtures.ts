import { extractText, getDocumentProxy } from 'unpdf';
import type { OrderWithItems } from '../../orders/order-service.ts';
import type { StoredOrderAddress } from '../../orders/order-records.ts';

export const consumerAddress: StoredOrderAddress = {
  prefix: null,
  firstname: 'Anna',
  middlename: null,
  lastname: 'de Vries',
  company: null,
  street: ['Kerkstraat', '12'],
  city: 'Utrecht',
  postcode: '3511 AB',
  countryCode: 'NL',
  telephone: null,
  vatId: null,
  customerType: 'PERSONAL',
  reference: null,
};

export const belgianBusiness: StoredOrderAddress = {
  ...consumerAddress,
  firstname: 'Luc',
  lastname: 'Peeters',
  company: 'Peeters Elektro BV',
  street: ['Meir', '5'],
  city: 'Antwerpen',
  postcode: '2000',
  countryCode: 'BE',
  vatId: 'BE0123456789',
  customerType: 'BUSINESS',
  reference: 'PO-4711',
};

/** An order as the order service reads it, made by hand (ids need not exist). */
export function handMadeOrder(id: number, overrides: Partial<OrderWithItems> = {}): OrderWithItems {
  const created = new Date('2026-11-20T10:00:00Z');
  return {
    id,
    number: String(100_000_000 + id),
    storeCode: 'b2c_nl',
    cartId: `cart-${id}`,
    token: `token-${String(id).padStart(26, '0')}`,
    customerId: null,
    email: 'anna@example.nl',
    locale: 'nl_NL',
    status: 'PROCESSING',
    shippingAddress: consumerAddress,
    billingAddress: consumerAddress,
    shippingMethod: 'flatrate',
    pickupLocationCode: null,
    paymentMethodCode: 'paynl_payment_ideal',
    paymentMethodTitle: 'iDEAL',
    paymentInput: null,
    couponCode: 'WELKOM',
    totals: {
      subtotalCents: 121_00,
      discountCents: 12_10,
      discountLabel: 'WELKOM',
      shippingCents: 2_95,
      taxCents: 19_41,
      grandTotalCents: 111_85,
    },
    grandTotalCents: 111_85,
    expiresAt: created,
    sweptAt: null,
    trackingNumber: null,
    carrier: null,
    trackingUrl: null,
    deliveredAt: null,
    createdAt: created,
    updatedAt: created,
    items: [
      {
        id: id * 10,
        orderId: id,
        productId: 1,
        sku: 'KOFFIE-1',
        name: 'Koffiezetapparaat',
        urlKey: null,
        quantity: 1,
        unitCents: 96_80,
        rowCents: 96_80,
        stock: [],
      },
      {
        id: id * 10 + 1,
        orderId: id,
        productId: 2,
        sku: 'FILTER-2',
        name: 'Filters',
        urlKey: null,
        quantity: 2,
        unitCents: 12_10,
        rowCents: 24_20,
        stock: [],
      },
    ],
    ...overrides,
  };
}

/** The text of a PDF, its pages joined, white space collapsed. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
