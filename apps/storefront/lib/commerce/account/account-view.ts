import type {
  AccountAddressFragment,
  AccountCustomerQuery,
  AccountOrderAddressFragment,
  AccountOrderQuery,
  AccountOrderSummaryFragment,
  SubscriptionStatusesEnum,
} from '../generated/graphql';
import type { CheckoutAddressView } from '../checkout';
import { orderView, type OrderStatusCode, type OrderView } from '../orders/order-view';

/** An address-book entry as the address form and the checkout hold it (spec §3). */
export interface AddressBookEntry {
  id: number;
  address: CheckoutAddressView;
  customerType: 'personal' | 'business';
  company: string;
  vatNumber: string;
  reference: string;
  defaultShipping: boolean;
  defaultBilling: boolean;
}

/** spec §4 newsletter states. */
export type NewsletterState = SubscriptionStatusesEnum;

/** spec §3 Account, with the address book and the newsletter state. */
export interface AccountView {
  email: string;
  prefix: string;
  firstname: string;
  middlename: string;
  lastname: string;
  isSubscribed: boolean;
  newsletterState: NewsletterState;
  addresses: AddressBookEntry[];
  /** False when the engine has no Dutch address lookup: street and city are typed by hand. */
  addressLookup: boolean;
}

/** spec §3 Order in a history row: number, date, total, status. */
export interface OrderSummaryView {
  number: string;
  date: string;
  statusCode: OrderStatusCode;
  totalCents: number;
}

export interface OrderHistoryPage {
  orders: OrderSummaryView[];
  totalCount: number;
  hasMore: boolean;
}

export interface OrderAddressView {
  name: string;
  company: string;
  vatNumber: string;
  reference: string;
  lines: string[];
  /** ISO code; the page writes the country's name in its language. */
  country: string;
  telephone: string;
}

/** The order detail page: the placed order plus addresses, totals and payment. */
export interface OrderDetailView extends OrderView {
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  shippingAddress: OrderAddressView | null;
  billingAddress: OrderAddressView | null;
  paymentMethod: string;
  /** The method's code, for the shop's own name of it in the page's language. */
  paymentMethodCode: string;
  pickupStoreCode: string | null;
}

const cents = (money: { value: number | null } | null | undefined) =>
  Math.round((money?.value ?? 0) * 100);

export function addressBookEntry(address: AccountAddressFragment): AddressBookEntry | null {
  if (address.id === null) return null;
  const [street = '', houseNumber = '', addition = ''] = (address.street ?? []).map(
    (line) => line ?? '',
  );
  return {
    id: address.id,
    address: {
      salutation: address.prefix === 'mr' || address.prefix === 'mrs' ? address.prefix : '',
      firstname: address.firstname ?? '',
      middlename: address.middlename ?? '',
      lastname: address.lastname ?? '',
      street,
      houseNumber,
      addition,
      postcode: address.postcode ?? '',
      city: address.city ?? '',
      country: address.country_code === 'BE' ? 'BE' : 'NL',
      telephone: address.telephone ?? '',
    },
    customerType: address.customer_type === 'BUSINESS' ? 'business' : 'personal',
    company: address.company ?? '',
    vatNumber: address.vat_id ?? '',
    reference: address.reference ?? '',
    defaultShipping: address.default_shipping === true,
    defaultBilling: address.default_billing === true,
  };
}

export function accountView(data: AccountCustomerQuery): AccountView | null {
  const customer = data.customer;
  if (!customer) return null;
  return {
    email: customer.email ?? '',
    prefix: customer.prefix ?? '',
    firstname: customer.firstname ?? '',
    middlename: customer.middlename ?? '',
    lastname: customer.lastname ?? '',
    isSubscribed: customer.is_subscribed === true,
    newsletterState: customer.newsletter_status ?? 'UNSUBSCRIBED',
    addresses: (customer.addresses ?? []).flatMap((address) => {
      const entry = address ? addressBookEntry(address) : null;
      return entry ? [entry] : [];
    }),
    addressLookup: data.dutchAddressLookupAvailable,
  };
}

export function orderSummaryView(order: AccountOrderSummaryFragment): OrderSummaryView {
  return {
    number: order.number,
    date: order.order_date,
    statusCode: order.status_code,
    totalCents: cents(order.total?.grand_total),
  };
}

/** A full name as the shop writes it: first, middle (tussenvoegsel) and last name. */
export function fullName(parts: {
  firstname?: string | null;
  middlename?: string | null;
  lastname?: string | null;
}): string {
  return [parts.firstname, parts.middlename, parts.lastname].filter(Boolean).join(' ');
}

function orderAddressView(address: AccountOrderAddressFragment | null): OrderAddressView | null {
  if (!address) return null;
  const [street = '', houseNumber = '', addition = ''] = address.street.map((line) => line ?? '');
  return {
    name: fullName(address),
    company: address.company ?? '',
    vatNumber: address.vat_id ?? '',
    reference: address.reference ?? '',
    lines: [
      [street, [houseNumber, addition].filter(Boolean).join(' ')].filter(Boolean).join(' '),
      [address.postcode, address.city].filter(Boolean).join(' '),
    ].filter(Boolean),
    country: address.country_code ?? '',
    telephone: address.telephone ?? '',
  };
}

export function orderDetailView(data: AccountOrderQuery): OrderDetailView | null {
  const order = data.customer?.orders?.items[0];
  if (!order) return null;
  return {
    ...orderView(order),
    subtotalCents: cents(order.total?.subtotal),
    shippingCents: cents(order.total?.total_shipping),
    taxCents: cents(order.total?.total_tax),
    shippingAddress: orderAddressView(order.shipping_address),
    billingAddress: orderAddressView(order.billing_address),
    paymentMethod: order.payment_methods?.find(Boolean)?.name ?? '',
    paymentMethodCode: order.payment_methods?.find(Boolean)?.type ?? '',
    pickupStoreCode: order.pickup_location_code ?? null,
  };
}
