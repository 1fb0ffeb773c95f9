import type { CheckoutCartFragment, CheckoutCartQuery } from '../generated/graphql';

/** An address as the details form holds it (spec §3 street lines 0-2). */
export interface CheckoutAddressView {
  salutation: 'mr' | 'mrs' | '';
  firstname: string;
  middlename: string;
  lastname: string;
  street: string;
  houseNumber: string;
  addition: string;
  postcode: string;
  city: string;
  country: 'NL' | 'BE';
  telephone: string;
}

export interface CheckoutStoreView {
  code: string;
  name: string;
  address: string;
}

export interface CheckoutPaymentMethodView {
  code: string;
  title: string;
  logo: string | null;
  issuers: { id: string; name: string }[];
  requiredFields: ('ISSUER' | 'DATE_OF_BIRTH' | 'GENDER' | 'TELEPHONE')[];
}

/** What the three checkout steps show of a cart; money in integer cents. */
export interface CheckoutView {
  id: string;
  email: string;
  totalQuantity: number;
  items: { uid: string; sku: string; name: string; quantity: number; rowCents: number }[];
  subtotalCents: number;
  grandTotalCents: number;
  taxCents: number;
  inStoreDiscountCents: number;
  customerType: 'personal' | 'business';
  company: string;
  vatNumber: string;
  reference: string;
  shipping: CheckoutAddressView | null;
  billing: CheckoutAddressView | null;
  billingSameAsShipping: boolean;
  delivery: { method: 'home' | 'pickup'; storeCode: string; priceCents: number } | null;
  homeDelivery: { priceCents: number; available: boolean } | null;
  pickup: { available: boolean } | null;
  paymentMethods: CheckoutPaymentMethodView[];
  selectedPayment: string | null;
  stores: CheckoutStoreView[];
  /** False when the engine has no Dutch address lookup: street and city are typed by hand. */
  addressLookup: boolean;
}

const cents = (money: { value: number | null } | null | undefined) =>
  Math.round((money?.value ?? 0) * 100);

type CartAddress = NonNullable<CheckoutCartFragment['billing_address']>;

function addressView(address: CartAddress | null | undefined): CheckoutAddressView | null {
  if (!address) return null;
  const [street = '', houseNumber = '', addition = ''] = address.street.map((line) => line ?? '');
  return {
    salutation: address.prefix === 'mr' || address.prefix === 'mrs' ? address.prefix : '',
    firstname: address.firstname,
    middlename: address.middlename ?? '',
    lastname: address.lastname,
    street,
    houseNumber,
    addition,
    postcode: address.postcode ?? '',
    city: address.city,
    country: address.country.code === 'BE' ? 'BE' : 'NL',
    telephone: address.telephone ?? '',
  };
}

const sameAddress = (a: CheckoutAddressView | null, b: CheckoutAddressView | null) =>
  !b || JSON.stringify(a) === JSON.stringify(b);

/** The engine's cart and stores reshaped for the checkout; null when there is no cart. */
export function checkoutView(data: CheckoutCartQuery): CheckoutView | null {
  const cart = data.cart;
  if (!cart) return null;
  const shippingAddress = cart.shipping_addresses[0] ?? null;
  const shipping = addressView(shippingAddress);
  const billing = addressView(cart.billing_address);
  const methods = shippingAddress?.available_shipping_methods ?? [];
  const home = methods.find((method) => method?.carrier_code === 'flatrate');
  const pickup = methods.find((method) => method?.carrier_code === 'instore');
  const selected = shippingAddress?.selected_shipping_method;
  const source = shippingAddress ?? cart.billing_address;
  return {
    id: cart.id,
    email: cart.email ?? '',
    totalQuantity: cart.total_quantity,
    items: (cart.items ?? []).flatMap((item) =>
      item
        ? [
            {
              uid: item.uid,
              sku: item.product.sku ?? '',
              name: item.product.name ?? item.product.sku ?? '',
              quantity: item.quantity,
              rowCents: cents(item.prices?.row_total_including_tax),
            },
          ]
        : [],
    ),
    subtotalCents: cents(cart.prices?.subtotal_including_tax),
    grandTotalCents: cents(cart.prices?.grand_total),
    taxCents: (cart.prices?.applied_taxes ?? []).reduce((sum, tax) => sum + cents(tax?.amount), 0),
    inStoreDiscountCents: cents(cart.prices?.in_store_discount),
    customerType: source?.customer_type === 'BUSINESS' ? 'business' : 'personal',
    company: source?.company ?? '',
    vatNumber: source?.vat_id ?? '',
    reference: source?.reference ?? '',
    shipping,
    billing,
    billingSameAsShipping: sameAddress(shipping, billing),
    delivery: selected
      ? {
          method: selected.carrier_code === 'instore' ? 'pickup' : 'home',
          storeCode: shippingAddress?.pickup_location_code ?? '',
          priceCents: cents(selected.price_incl_tax),
        }
      : null,
    homeDelivery: home
      ? { priceCents: cents(home.price_incl_tax), available: home.available }
      : null,
    pickup: pickup ? { available: pickup.available } : null,
    paymentMethods: (cart.available_payment_methods ?? []).flatMap((method) =>
      method
        ? [
            {
              code: method.code,
              title: method.title,
              logo: method.logo ?? null,
              issuers: method.issuers,
              requiredFields: method.required_fields,
            },
          ]
        : [],
    ),
    selectedPayment: cart.selected_payment_method?.code || null,
    stores: (data.physicalStores ?? []).flatMap((store) =>
      store
        ? [
            {
              code: store.code,
              name: store.name,
              address: [store.street, [store.postcode, store.city].filter(Boolean).join(' ')]
                .filter(Boolean)
                .join(', '),
            },
          ]
        : [],
    ),
    addressLookup: data.dutchAddressLookupAvailable,
  };
}
