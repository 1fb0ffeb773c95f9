import { bundleAccessoryCents, finalPriceCents, money } from '../pricing/product-price.ts';
import { productUid } from '../catalog/graphql/ids.ts';
import type { CatalogService } from '../catalog/catalog-service.ts';
import type { CartAddress } from './address-validation.ts';
import { countryName } from '../config/country-names.ts';
import { deliveryMethodName, paymentMethodName } from '../config/method-names.ts';
import type { CartSnapshot, SnapshotLine } from './cart-snapshot.ts';
import { excludingVat, homeDeliveryCents, vatPercent } from './cart-totals.ts';
import { paramList } from '../graphql/shopper-error.ts';
import { productText } from '../catalog/localised-names.ts';
import { shopLocaleOf, type ShopLocale } from '../graphql/request-locale.ts';

/** Carrier and method titles in the shop's words (Magento's codes). */
export const shippingMethods = {
  flatrate: {
    carrier_code: 'flatrate',
    method_code: 'flatrate',
    carrier_title: 'Bezorgen',
    method_title: 'Thuisbezorgd',
  },
  instore: {
    carrier_code: 'instore',
    method_code: 'pickup',
    carrier_title: 'Afhalen',
    method_title: 'Afhalen in de winkel',
  },
} as const;

/**
 * The shipping methods with their titles in this language (Dutch for any other), from the one
 * table of method names that orders, mails and documents read too.
 */
export function shippingMethodsIn(locale: string | null | undefined) {
  if (locale !== 'fr' && locale !== 'de' && locale !== 'en') return shippingMethods;
  const titled = <M extends { carrier_title: string; method_title: string }>(method: M) => ({
    ...method,
    carrier_title: deliveryMethodName(method.carrier_title, locale),
    method_title: deliveryMethodName(method.method_title, locale),
  });
  return { flatrate: titled(shippingMethods.flatrate), instore: titled(shippingMethods.instore) };
}

const amount = (cents: number) => ({
  amount: money(cents),
  price_incl_tax: money(cents),
  price_excl_tax: money(excludingVat(cents)),
});

function addressView(address: CartAddress, locale: string | null) {
  return {
    prefix: address.prefix,
    firstname: address.firstname,
    middlename: address.middlename,
    lastname: address.lastname,
    company: address.company,
    street: address.street,
    city: address.city,
    postcode: address.postcode,
    country: {
      code: address.countryCode,
      label: countryName(address.countryCode, locale ?? 'nl'),
    },
    telephone: address.telephone,
    vat_id: address.vatId,
    customer_type: address.customerType,
    reference: address.reference,
  };
}

/**
 * A line's problem with its product named as a page in this language names it: the cart's rules
 * say the Dutch name, and the line knows which product it is.
 */
function localProblem(line: SnapshotLine, locale: string | null) {
  const problem = line.problem;
  if (!problem || !locale || locale === 'nl' || typeof problem.params.product !== 'string') {
    return problem;
  }
  const named = [line.product, line.parent].find(
    (product) => product?.name === problem.params.product,
  );
  if (!named) return problem;
  const product = productText(named.translations, 'name', named.name, locale as ShopLocale);
  return { ...problem, params: { ...problem.params, product } };
}

function lineView(catalog: CatalogService, line: SnapshotLine, locale: string | null) {
  const rowIncl = line.rowCents;
  const problem = localProblem(line, locale);
  const common = {
    uid: String(line.itemId),
    quantity: line.quantity,
    is_available: problem === null,
    errors: problem
      ? [
          {
            code: 'UNDEFINED' as const,
            message: problem.message,
            reason: problem.reason,
            params: paramList(problem.params),
          },
        ]
      : [],
    prices: {
      price: money(line.unitCents),
      price_including_tax: money(line.unitCents),
      row_total: money(excludingVat(rowIncl)),
      row_total_including_tax: money(rowIncl),
      total_item_discount: money(0),
      discounts: [],
    },
  };
  if (line.parent) {
    const options = Object.entries(line.product.attributes).filter(
      ([code]) => line.product.variantKey?.includes(code) ?? false,
    );
    return {
      __typename: 'ConfigurableCartItem' as const,
      ...common,
      product: line.parent,
      configured_variant: line.product,
      configurable_options: options.map(([code, value]) => {
        const attribute = catalog.referenceData.attributes.get(code);
        return {
          configurable_product_option_uid: Buffer.from(
            `configurable/${line.parent!.id}/${code}`,
          ).toString('base64'),
          configurable_product_option_value_uid: Buffer.from(
            `configurable/${code}/${value}`,
          ).toString('base64'),
          option_label: attribute?.label ?? code,
          value_label: attribute?.options.get(value)?.label ?? value,
        };
      }),
    };
  }
  if (line.product.typeId === 'bundle') {
    const today = catalog.currentDay();
    return {
      __typename: 'BundleCartItem' as const,
      ...common,
      product: line.product,
      bundle_options: catalog.bundleItemsOf(line.product.id).flatMap((item) => {
        const part = catalog.product(item.productId);
        if (!part) return [];
        const final = finalPriceCents(part, today);
        const price = item.isMain ? final : bundleAccessoryCents(final);
        return [
          {
            uid: productUid(part.id),
            label: item.isMain ? 'Product' : 'Accessoire',
            type: item.isMain ? 'main' : 'accessory',
            values: [
              {
                uid: productUid(part.id),
                label: part.name,
                sku: part.sku,
                quantity: item.quantity,
                price: price / 100,
              },
            ],
          },
        ];
      }),
    };
  }
  return { __typename: 'SimpleCartItem' as const, ...common, product: line.product };
}

/**
 * The cart in the contract's shape (Magento's Cart), from a priced snapshot; shipping method
 * titles in the page's language (the cart's own when the request names none).
 */
export function cartView(
  catalog: CatalogService,
  snapshot: CartSnapshot,
  locale: string | null = snapshot.cart.locale,
) {
  const methods = shippingMethodsIn(locale ?? snapshot.cart.locale);
  const { cart, totals } = snapshot;
  const discounts =
    totals.couponDiscountCents > 0 && snapshot.coupon
      ? [
          {
            amount: money(totals.couponDiscountCents),
            label: snapshot.coupon.label,
            coupon: { code: snapshot.coupon.code },
          },
        ]
      : [];
  const withDiscount = totals.subtotalCents - totals.couponDiscountCents;
  const selected = cart.shippingCarrier ? methods[cart.shippingCarrier] : null;
  const shippingAddress = cart.shippingAddress;
  const availableShipping = [
    {
      ...methods.flatrate,
      ...amount(homeDeliveryCents(totals.subtotalCents)),
      available: true,
      error_message: null,
    },
    {
      ...methods.instore,
      ...amount(0),
      available: snapshot.cart.pickupLocationCode !== null,
      error_message:
        snapshot.cart.pickupLocationCode === null ? 'Choose a store to pick up from.' : null,
    },
  ];
  return {
    id: cart.id,
    email: cart.email,
    is_active: cart.isActive,
    items: snapshot.lines.map((line) => lineView(catalog, line, locale)),
    total_quantity: snapshot.lines.reduce((sum, line) => sum + line.quantity, 0),
    errors: snapshot.lines.flatMap((line) => {
      const problem = localProblem(line, locale);
      return problem ? [problem] : [];
    }),
    applied_coupons: snapshot.coupon ? [{ code: snapshot.coupon.code }] : [],
    prices: {
      grand_total: money(totals.grandTotalCents),
      grand_total_excluding_tax: money(totals.grandTotalCents - totals.taxCents),
      subtotal_including_tax: money(totals.subtotalCents),
      subtotal_excluding_tax: money(excludingVat(totals.subtotalCents)),
      subtotal_with_discount_excluding_tax: money(excludingVat(withDiscount)),
      applied_taxes: [
        { amount: money(totals.taxCents), label: `BTW ${vatPercent}%`, rate: vatPercent },
      ],
      discounts,
      in_store_discount: money(totals.inStoreDiscountCents),
      free_shipping_remaining: money(totals.freeShippingRemainingCents),
    },
    shipping_addresses:
      shippingAddress || cart.pickupLocationCode
        ? [
            {
              ...(shippingAddress
                ? addressView(shippingAddress, locale)
                : {
                    firstname: '',
                    lastname: '',
                    street: [],
                    city: '',
                    country: { code: 'NL', label: countryName('NL', locale ?? 'nl') },
                  }),
              customer_notes: cart.customerNotes,
              pickup_location_code: cart.pickupLocationCode,
              available_shipping_methods: availableShipping,
              selected_shipping_method: selected
                ? { ...selected, ...amount(totals.shippingCents) }
                : null,
            },
          ]
        : [],
    billing_address: snapshot.billingAddress ? addressView(snapshot.billingAddress, locale) : null,
    selected_payment_method: cart.paymentMethod
      ? {
          code: cart.paymentMethod.code,
          title: paymentMethodName(cart.paymentMethod.title, shopLocaleOf(locale)),
          purchase_order_number: cart.paymentMethod.purchaseOrderNumber,
          issuer_id: cart.paymentMethod.issuerId,
        }
      : null,
    /** Not in the schema: what the payment methods are filtered by. */
    snapshot,
  };
}

export type CartView = ReturnType<typeof cartView>;
