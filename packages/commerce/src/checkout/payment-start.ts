import { desc, eq } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import type { OrderWithItems } from '../orders/order-service.ts';
import { mailLocale } from '../orders/order-service.ts';
import { shopPageUrl, shopUrl } from '../engine/shop-url.ts';
import type { ProviderAddress, ProviderOrderRequest } from '../payment/payment-port.ts';
import { shopConstants } from '../config/constants.ts';
import { payments } from './schema.ts';
import { provider, type CheckoutDependencies } from './checkout-dependencies.ts';

/** Pay. knows two genders: the shop's salutations map onto them. */
const providerGender = { MR: 'M', MRS: 'F', MISS: 'F' } as const;

/**
 * Where the provider sends the shopper back: always on the configured shop (SHOP_URL), whatever
 * host the request came in on. A given return URL only names the page (its path and query);
 * without one it is the payment return page in the order's language.
 * @throws GraphQLError BAD_USER_INPUT for something that is not a URL or path.
 */
export function returnUrlOf(order: { locale: string }, given: string | null | undefined): string {
  if (!given) return shopPageUrl(mailLocale(order.locale), '/paynl/checkout');
  let url: URL | null = null;
  try {
    url = new URL(given, shopUrl());
  } catch {
    url = null;
  }
  if (!url || given.length > 500 || given.startsWith('//') || !/^https?:$/.test(url.protocol)) {
    throw new GraphQLError('The return URL must be a page of the shop.', {
      extensions: { code: 'BAD_USER_INPUT', field: 'return_url' },
    });
  }
  return `${shopUrl()}${url.pathname}${url.search}`;
}

/**
 * Starts paying a placed order at the provider. One order has at most one transaction there:
 * the order row stays locked while the provider is asked, so racing starts (two tabs, a double
 * click, a retried request) wait for the first and get its payment page.
 * @throws GraphQLError NOT_FOUND for an unknown token or an order that is not awaiting payment,
 *   BAD_USER_INPUT for a return URL that is no page.
 */
export async function startPayment(
  deps: CheckoutDependencies,
  orderToken: string,
  givenReturnUrl?: string | null,
) {
  const notAwaiting = () =>
    new GraphQLError('Could not find an order awaiting payment.', {
      extensions: { code: 'NOT_FOUND' },
    });
  const order = await deps.orders.byToken(orderToken);
  if (!order || order.status !== 'PENDING_PAYMENT') throw notAwaiting();
  // Checked before anything is written or asked.
  const returnUrl = returnUrlOf(order, givenReturnUrl);
  const methods = await deps.payment.methods();
  return deps.database.db.transaction(async (tx) => {
    const locked = await deps.orders.byId(order.id, tx, true);
    if (!locked || locked.status !== 'PENDING_PAYMENT') throw notAwaiting();
    const [existing] = await tx
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.id))
      .orderBy(desc(payments.id))
      .limit(1);
    if (existing) {
      return { redirectUrl: existing.redirectUrl, payOrderId: existing.providerOrderId };
    }
    const method = methods.find((candidate) => candidate.code === order.paymentMethodCode);
    const created = await deps.payment.createOrder(
      providerRequest(order, returnUrl, method?.providerId ?? 0),
    );
    await tx.insert(payments).values({
      orderId: order.id,
      provider,
      providerOrderId: created.providerOrderId,
      redirectUrl: created.redirectUrl,
    });
    return { redirectUrl: created.redirectUrl, payOrderId: created.providerOrderId };
  });
}

/** What the provider is told of the order: amount, customer, addresses and lines. */
function providerRequest(
  order: OrderWithItems,
  returnUrl: string,
  providerId: number,
): ProviderOrderRequest {
  const billing = order.billingAddress;
  const input = order.paymentInput;
  // The number typed for the method (in3 calls to confirm) before the address's own.
  const phone = input?.telephone || billing.telephone;
  const delivery = order.shippingAddress ?? billing;
  const providerAddress = (address: typeof billing): ProviderAddress => ({
    street: address.street[0] ?? '',
    houseNumber: address.street[1] ?? '',
    ...(address.street[2] ? { houseNumberExtension: address.street[2] } : {}),
    zipCode: address.postcode ?? '',
    city: address.city,
    country: address.countryCode,
  });
  return {
    reference: order.number,
    description: `${shopConstants.store.name} ${order.number}`,
    amountCents: order.grandTotalCents,
    currency: 'EUR',
    returnUrl,
    exchangeUrl: `${shopUrl()}/api/paynl/exchange`,
    expiresAt: order.expiresAt,
    method: {
      providerId,
      ...(input?.issuerId ? { issuerId: input.issuerId } : {}),
    },
    customer: {
      firstName: billing.firstname,
      lastName: billing.lastname,
      email: order.email,
      ...(phone ? { phone } : {}),
      ...(input?.dateOfBirth ? { birthDate: input.dateOfBirth } : {}),
      ...(input?.gender ? { gender: providerGender[input.gender] } : {}),
      ...(billing.company
        ? {
            company: {
              name: billing.company,
              ...(billing.vatId ? { vatNumber: billing.vatId } : {}),
            },
          }
        : {}),
      locale: order.locale,
    },
    deliveryAddress: providerAddress(delivery),
    invoiceAddress: {
      ...providerAddress(billing),
      firstName: billing.firstname,
      lastName: billing.lastname,
    },
    products: [
      ...order.items.map((item) => ({
        id: item.sku,
        description: item.name,
        type: 'product' as const,
        priceCents: item.unitCents,
        quantity: item.quantity,
        vatPercentage: 21,
      })),
      ...(order.totals.shippingCents
        ? [
            {
              id: 'shipping',
              description: order.shippingMethod,
              type: 'shipping' as const,
              priceCents: order.totals.shippingCents,
              quantity: 1,
              vatPercentage: 21,
            },
          ]
        : []),
      ...(order.totals.discountCents
        ? [
            {
              id: 'discount',
              description: order.totals.discountLabel ?? 'Korting',
              type: 'discount' as const,
              priceCents: -order.totals.discountCents,
              quantity: 1,
              vatPercentage: 21,
            },
          ]
        : []),
    ],
  };
}
