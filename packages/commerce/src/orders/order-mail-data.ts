import type { OrderMailData } from '../mail/mail-port.ts';
import { shopPageUrl } from '../engine/shop-url.ts';
import { addressLines, personName } from '../mail/templates/address-lines.ts';
import { deliveryMethodName } from '../config/method-names.ts';
import type { OrderWithItems } from './order-rows.ts';

export function mailLocale(locale: string): 'nl' | 'fr' | 'de' | 'en' {
  const short = locale.slice(0, 2);
  return short === 'fr' || short === 'de' || short === 'en' ? short : 'nl';
}

/** The pickup line's word in the mail's language: the store carrier's title, `Afhalen`. */
const pickupWord = (locale: ReturnType<typeof mailLocale>) => deliveryMethodName('Afhalen', locale);

/** What every order mail shows of the order. */
export function orderMailData(order: OrderWithItems): OrderMailData {
  const address = order.shippingAddress ?? order.billingAddress;
  return {
    orderNumber: order.number,
    customerName: personName(order.billingAddress),
    // The order page in the shopper's language (storefront ADR 0002: Dutch has no prefix).
    orderUrl: shopPageUrl(mailLocale(order.locale), `/order/${order.token}`),
    items: order.items.map((item) => ({
      name: item.name,
      sku: item.sku,
      quantity: item.quantity,
      rowTotalCents: item.rowCents,
    })),
    subtotalCents: order.totals.subtotalCents,
    shippingCents: order.totals.shippingCents,
    discountCents: order.totals.discountCents,
    taxCents: order.totals.taxCents,
    grandTotalCents: order.totals.grandTotalCents,
    paymentMethod: order.paymentMethodTitle,
    shippingMethod: order.shippingMethod,
    deliveryLines: order.pickupLocationCode
      ? [`${pickupWord(mailLocale(order.locale))}: ${order.pickupLocationCode}`]
      : addressLines(address),
    billing: {
      lines: addressLines(order.billingAddress),
      company: order.billingAddress.company,
      vatId: order.billingAddress.vatId,
      reference: order.billingAddress.reference,
    },
  };
}
