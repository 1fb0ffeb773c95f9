import { GraphQLError } from 'graphql';
import type { ModuleResolvers } from '../engine/module.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type { ShopLocale } from '../graphql/request-locale.ts';
import { deliveryMethodName, paymentMethodName } from '../config/method-names.ts';
import type {
  MutationAdminDeliverOrderArgs,
  MutationAdminMarkOrderReadyToShipArgs,
  MutationAdminShipOrderArgs,
  QueryGuestOrderArgs,
  QueryGuestOrderByTokenArgs,
} from '../graphql/generated/resolver-types.ts';
import { money } from '../pricing/product-price.ts';
import { actorSeesStore, requireAdmin, type AdminActor } from '../staff/authorise.ts';
import { throttledGuestLookup } from './guest-lookup.ts';
import { carriers, orderStatusLabels, type StoredOrderAddress } from './order-records.ts';
import type { OrderWithItems } from './order-service.ts';
import { auditOrderMove } from './order-move-audit.ts';

function addressView(address: StoredOrderAddress | null) {
  if (!address) return null;
  return {
    prefix: address.prefix,
    firstname: address.firstname,
    middlename: address.middlename,
    lastname: address.lastname,
    company: address.company,
    street: address.street,
    city: address.city,
    postcode: address.postcode,
    country_code: address.countryCode,
    telephone: address.telephone,
    vat_id: address.vatId,
    reference: address.reference,
  };
}

/**
 * An order in the contract's shape (Magento's CustomerOrder). The order stores its delivery and
 * payment methods' titles in Dutch, as placed; a shopper's page (`locale`, the request's
 * language) reads them in its own language, named by the same tables as the order's mails and
 * documents. Without a language (the back office, the staff's moves) they are answered as stored.
 */
export function orderView(order: OrderWithItems, locale: ShopLocale | null = null) {
  const { totals } = order;
  const inLanguage = (title: string, name: (title: string, locale: ShopLocale) => string) =>
    locale ? name(title, locale) : title;
  return {
    id: String(order.id),
    number: order.number,
    token: order.token,
    email: order.email,
    order_date: order.createdAt.toISOString(),
    status: orderStatusLabels[order.status],
    status_code: order.status,
    shipping_method: inLanguage(order.shippingMethod, deliveryMethodName),
    pickup_location_code: order.pickupLocationCode,
    shipping_address: addressView(order.shippingAddress),
    billing_address: addressView(order.billingAddress),
    payment_methods: [
      {
        name: inLanguage(order.paymentMethodTitle, paymentMethodName),
        type: order.paymentMethodCode,
      },
    ],
    items: order.items.map((item) => ({
      id: String(item.id),
      product_name: item.name,
      product_sku: item.sku,
      product_url_key: item.urlKey,
      quantity_ordered: item.quantity,
      product_sale_price: money(item.unitCents),
      row_total: money(item.rowCents),
    })),
    total: {
      subtotal: money(totals.subtotalCents),
      grand_total: money(totals.grandTotalCents),
      total_tax: money(totals.taxCents),
      total_shipping: money(totals.shippingCents),
      taxes: [{ amount: money(totals.taxCents), rate: 21, title: 'BTW 21%' }],
      discounts: totals.discountCents
        ? [{ amount: money(totals.discountCents), label: totals.discountLabel ?? 'Korting' }]
        : [],
    },
    shipments: order.trackingNumber
      ? [
          {
            id: `${order.id}-1`,
            number: order.trackingNumber,
            tracking: [
              {
                title: carriers[order.carrier ?? 'postnl'] ?? order.carrier ?? 'PostNL',
                carrier: order.carrier ?? 'postnl',
                number: order.trackingNumber,
                url: order.trackingUrl,
              },
            ],
          },
        ]
      : [],
  };
}

/**
 * An order found by number and postcode (or e-mail address): what the tracking page shows
 * (spec §3 Order: number, date, total, tracking, status; the items) and no more. Order numbers are
 * sequential and a postcode is a weak secret, so the token (the capability of the link in the
 * order's mails, which reads the order and starts its payment) and the addresses stay out, and
 * the e-mail address is masked.
 */
function lookupView(order: OrderWithItems, locale: ShopLocale | null) {
  return {
    ...orderView(order, locale),
    token: null,
    email: maskedEmail(order.email),
    shipping_address: null,
    billing_address: null,
  };
}

/** `a•••@example.nl`: enough to recognise one's own address, not enough to mail it. */
function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/** A lookup refused while the number or the client address is locked; says for how long. */
function lookupLocked(retryAfterMs: number): GraphQLError {
  const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new GraphQLError(
    `Too many attempts to find this order; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds } },
  );
}

const orderNotFound = () =>
  new GraphQLError('Could not find the order.', { extensions: { code: 'NOT_FOUND' } });

const auditMove = (context: GraphQLContext, actor: AdminActor, operation: string) =>
  auditOrderMove(context.staff.audit, actor, operation);

/**
 * A move on one order a store employee may make on their own store's pickup orders: another
 * store's order (or a delivered one) answers exactly as a missing one.
 */
async function storeOrderActor(context: GraphQLContext, number: string): Promise<AdminActor> {
  const actor = await requireAdmin(context, 'orders', { perStore: true });
  if (actor.storeCode === null) return actor;
  const order = number.length <= 20 ? await context.orders.byNumber(number) : null;
  if (!order || !actorSeesStore(actor, order.pickupLocationCode)) throw orderNotFound();
  return actor;
}

/** A staff move that found the order in another state (or not at all). */
async function staffResult(context: GraphQLContext, number: string, moved: OrderWithItems | null) {
  if (moved) return orderView(moved);
  const order = await context.orders.byNumber(number);
  if (!order) throw orderNotFound();
  throw new GraphQLError(`Order ${order.number} is ${orderStatusLabels[order.status]}.`, {
    extensions: { code: 'BAD_USER_INPUT', status: order.status },
  });
}

export const ordersResolvers = {
  Query: {
    async guestOrder(_: unknown, { input }: QueryGuestOrderArgs, context: GraphQLContext) {
      if (input.number.length > 20 || (input.email?.length ?? 0) > 254) throw orderNotFound();
      const outcome = await throttledGuestLookup(
        context.orders,
        context.customers.throttle,
        input,
        context.clientAddress,
        context.now(),
      );
      if (outcome.kind === 'locked') throw lookupLocked(outcome.retryAfterMs);
      if (outcome.kind === 'not-found') throw orderNotFound();
      return lookupView(outcome.order, context.locale);
    },
    async guestOrderByToken(
      _: unknown,
      { input }: QueryGuestOrderByTokenArgs,
      context: GraphQLContext,
    ) {
      const order = await context.orders.byToken(input.token);
      if (!order) throw orderNotFound();
      return orderView(order, context.locale);
    },
  },
  Mutation: {
    async adminMarkOrderReadyToShip(
      _: unknown,
      { number }: MutationAdminMarkOrderReadyToShipArgs,
      context: GraphQLContext,
    ) {
      const actor = await storeOrderActor(context, number);
      const moved = await context.orders.markReadyToShip(
        number,
        auditMove(context, actor, 'adminMarkOrderReadyToShip'),
      );
      return staffResult(context, number, moved);
    },
    async adminShipOrder(
      _: unknown,
      { input }: MutationAdminShipOrderArgs,
      context: GraphQLContext,
    ) {
      const actor = await requireAdmin(context, 'orders');
      const carrier = (input.carrier ?? 'postnl').toLowerCase();
      if (!Object.hasOwn(carriers, carrier)) {
        throw new GraphQLError(`Unknown carrier; use one of ${Object.keys(carriers).join(', ')}.`, {
          extensions: { code: 'BAD_USER_INPUT', field: 'carrier' },
        });
      }
      if (!/^[A-Za-z0-9]{6,40}$/.test(input.tracking_number)) {
        throw new GraphQLError('A tracking number is 6 to 40 letters and digits.', {
          extensions: { code: 'BAD_USER_INPUT', field: 'tracking_number' },
        });
      }
      const moved = await context.orders.ship(
        input.number,
        input.tracking_number,
        carrier,
        auditMove(context, actor, 'adminShipOrder'),
      );
      return staffResult(context, input.number, moved);
    },
    async adminDeliverOrder(
      _: unknown,
      { number }: MutationAdminDeliverOrderArgs,
      context: GraphQLContext,
    ) {
      const actor = await storeOrderActor(context, number);
      const moved = await context.orders.deliver(
        number,
        context.now(),
        auditMove(context, actor, 'adminDeliverOrder'),
      );
      return staffResult(context, number, moved);
    },
  },
} as unknown as ModuleResolvers;
