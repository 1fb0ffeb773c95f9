import type { CartAddress } from '../../cart/address-validation.ts';
import { demoSeller } from '../../invoices/shop-legal.ts';
import { orderMailData, type OrderWithItems } from '../../orders/order-service.ts';
import type { MailLocale, MailMessage, OrderMailData, ReservationMailData } from '../mail-port.ts';

/** A shopper at home in the Netherlands, as the checkout stores the address. */
export const homeAddress: CartAddress = {
  prefix: null,
  firstname: 'Anna',
  middlename: 'de',
  lastname: 'Vries',
  company: null,
  street: ['Kerkstraat', '12', 'A'],
  city: 'Amsterdam',
  postcode: '1017 GB',
  countryCode: 'NL',
  telephone: null,
  vatId: null,
  customerType: 'PERSONAL',
  reference: null,
};

/**
 * An order for home delivery placed in `locale`, with what the checkout stores in the shop's own
 * words: the Dutch method titles (`Thuisbezorgd`, in3's Dutch title) and the country as a code.
 */
export function homeDeliveryOrder(
  locale: MailLocale,
  overrides: Partial<OrderWithItems> = {},
): OrderWithItems {
  const now = new Date('2026-11-27T10:00:00Z');
  return {
    id: 1,
    number: '100000042',
    storeCode: 'default',
    cartId: 'cart-1',
    token: 'tok_ABCDEFGHIJKLMNOPQRSTUVWXYZ012345',
    customerId: null,
    email: 'anna@example.nl',
    locale,
    status: 'PENDING_PAYMENT',
    shippingAddress: homeAddress,
    billingAddress: homeAddress,
    shippingMethod: 'Thuisbezorgd',
    pickupLocationCode: null,
    paymentMethodCode: 'paynl_payment_capayable_gespreid',
    paymentMethodTitle: 'in3: betaal in 3 termijnen, 0% rente',
    paymentInput: null,
    couponCode: null,
    totals: {
      subtotalCents: 199_00,
      discountCents: 0,
      discountLabel: null,
      shippingCents: 0,
      taxCents: 34_54,
      grandTotalCents: 199_00,
    },
    grandTotalCents: 199_00,
    expiresAt: now,
    sweptAt: null,
    trackingNumber: null,
    carrier: null,
    trackingUrl: null,
    deliveredAt: null,
    createdAt: now,
    updatedAt: now,
    items: [
      {
        id: 1,
        orderId: 1,
        productId: 7,
        sku: 'WK-17',
        name: 'Waterkoker',
        urlKey: null,
        quantity: 1,
        unitCents: 199_00,
        rowCents: 199_00,
        stock: [],
      },
    ],
    ...overrides,
  };
}

const reservation: ReservationMailData = {
  reservationNumber: 'R-1001',
  customerName: 'Anna de Vries',
  productName: 'Waterkoker',
  sku: 'WK-17',
  quantity: 1,
  storeName: 'Stroomhuis Utrecht',
  storeAddressLines: ['Oudegracht 1', '3511 AA Utrecht'],
  expiresAt: '2026-11-30T17:00:00Z',
};

const link = { customerName: 'Anna de Vries', url: 'https://shop.example/link?code=x' };

/**
 * One mail of every template the shop sends to a shopper, for an order with home delivery in
 * `locale` (the order's data as the orders module assembles it). Keyed by template, so a new
 * template needs a sample here.
 */
export function sampleShopperMails(
  locale: MailLocale,
): Record<Exclude<MailMessage['template'], 'contact-message'>, MailMessage> {
  const order: OrderMailData = orderMailData(homeDeliveryOrder(locale));
  return {
    'order-confirmation': { template: 'order-confirmation', data: order },
    'payment-failed': { template: 'payment-failed', data: { ...order, reason: 'denied' } },
    'order-shipped': {
      template: 'order-shipped',
      data: {
        ...order,
        trackingNumber: '3SABC123',
        trackingUrl: 'https://track.example/3SABC123',
        carrier: 'PostNL',
      },
    },
    'order-cancelled': { template: 'order-cancelled', data: { ...order, refundCents: 199_00 } },
    'order-refunded': {
      template: 'order-refunded',
      data: {
        ...order,
        refundCents: 199_00,
        refundedLines: [{ name: 'Waterkoker', quantity: 1 }],
        shippingRefunded: true,
      },
    },
    'return-requested': {
      template: 'return-requested',
      data: {
        ...order,
        returnNumber: 'R100000042-1',
        returnedLines: [{ name: 'Waterkoker', quantity: 1 }],
        sendWithinDays: 14,
        // The seller's address as the returns module passes it: with the country's Dutch name.
        returnAddress: { name: demoSeller.name, lines: demoSeller.addressLines },
      },
    },
    'reservation-confirmed': { template: 'reservation-confirmed', data: reservation },
    'reservation-confirm': {
      template: 'reservation-confirm',
      data: { ...reservation, confirmUrl: 'https://shop.example/reservation/confirm', holdDays: 7 },
    },
    'reservation-ready': { template: 'reservation-ready', data: reservation },
    'account-confirmation': { template: 'account-confirmation', data: link },
    'account-exists': {
      template: 'account-exists',
      data: {
        customerName: 'Anna de Vries',
        signInUrl: 'https://shop.example/login',
        resetUrl: 'https://shop.example/reset',
      },
    },
    'password-reset': { template: 'password-reset', data: link },
    'password-changed': {
      template: 'password-changed',
      data: { customerName: 'Anna de Vries', resetUrl: 'https://shop.example/reset' },
    },
    'email-change-confirmation': { template: 'email-change-confirmation', data: link },
    'email-changed': {
      template: 'email-changed',
      data: {
        customerName: 'Anna de Vries',
        newEmail: 'anna@example.com',
        resetUrl: 'https://shop.example/reset',
      },
    },
    'newsletter-confirmation': { template: 'newsletter-confirmation', data: link },
    'newsletter-already-subscribed': { template: 'newsletter-already-subscribed', data: link },
    'newsletter-welcome': {
      template: 'newsletter-welcome',
      data: {
        customerName: '',
        couponCode: 'WELKOM-ABCDEFGHJKLM',
        percent: 15,
        validTo: '2026-12-31',
        shopUrl: 'https://shop.example/',
      },
    },
    'contact-received': {
      template: 'contact-received',
      data: {
        customerName: 'Anna de Vries',
        email: 'anna@example.nl',
        prefix: null,
        telephone: null,
        // The shopper writes in the page's language.
        subject: { nl: 'Vraag', fr: 'Question', de: 'Frage', en: 'Question' }[locale],
        message: { nl: 'Goedendag', fr: 'Bonjour', de: 'Guten Tag', en: 'Good morning' }[locale],
        locale,
      },
    },
  };
}
