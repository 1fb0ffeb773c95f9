import type { CartAddress } from '../cart/address-validation.ts';

export const ORDER_STATUSES = [
  'PENDING_PAYMENT',
  'PROCESSING',
  'READY_TO_SHIP',
  'SHIPPED',
  'DELIVERED',
  'CANCELED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Human labels of the states (Magento's status labels). */
export const orderStatusLabels: Record<OrderStatus, string> = {
  PENDING_PAYMENT: 'Pending Payment',
  PROCESSING: 'Processing',
  READY_TO_SHIP: 'Ready to ship',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  CANCELED: 'Canceled',
};

/** Which state each staff move or payment outcome starts from: every change is conditional. */
export const orderTransitions = {
  paid: { from: 'PENDING_PAYMENT', to: 'PROCESSING' },
  cancel: { from: 'PENDING_PAYMENT', to: 'CANCELED' },
  readyToShip: { from: 'PROCESSING', to: 'READY_TO_SHIP' },
  ship: { from: 'READY_TO_SHIP', to: 'SHIPPED' },
  deliver: { from: 'SHIPPED', to: 'DELIVERED' },
} as const satisfies Record<string, { from: OrderStatus; to: OrderStatus }>;

export type StoredOrderAddress = CartAddress;

export interface OrderTotalsRecord {
  subtotalCents: number;
  discountCents: number;
  discountLabel: string | null;
  shippingCents: number;
  taxCents: number;
  grandTotalCents: number;
}

/** Track & trace pages per carrier; PostNL needs the postcode as well. */
export function trackingUrl(carrier: string, code: string, postcode: string | null): string {
  const compactPostcode = (postcode ?? '').replace(/\s/g, '');
  switch (carrier) {
    case 'dhl':
      return `https://www.dhl.com/nl-nl/home/tracking.html?tracking-id=${encodeURIComponent(code)}`;
    default:
      return `https://jouw.postnl.nl/track-and-trace/${encodeURIComponent(code)}-NL-${encodeURIComponent(compactPostcode)}`;
  }
}

/** Carriers the shop ships with. */
export const carriers: Record<string, string> = { postnl: 'PostNL', dhl: 'DHL' };

/** The shopper's answers to what the payment method asks (Riverty, in3, legacy iDEAL). */
export interface OrderPaymentInput {
  issuerId: string | null;
  /** YYYY-MM-DD */
  dateOfBirth: string | null;
  gender: 'MR' | 'MRS' | 'MISS' | null;
  telephone: string | null;
}
