import type { CustomerCareDependencies } from './customer-care-dependencies.ts';

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** The export's format, so a later reader can tell what it holds. */
export const exportFormat = { name: 'stroomhuis-customer-export', version: 1 } as const;

/**
 * Everything the shop holds on one customer (GDPR art. 15 and 20), gathered from each module
 * that holds a part (ADR 0033 lists them and what is left out). Secrets of the shop (password
 * hash, session and link hashes) are not the customer's data and are left out; so are mail
 * bodies, which repeat the order and account data already in the document.
 */
export async function customerExport(deps: CustomerCareDependencies, customerId: number) {
  const { customers, orders, cart, checkout, invoices, returns, reservations } = deps;
  const { wishlist, newsletter, contact, mail, catalog, now } = deps;
  const account = await customers.personalData(customerId);
  if (!account) return null;
  const email = account.account.email;
  const [placed, carts, items, subscription, held, messages, mails] = await Promise.all([
    orders.forExport(customerId, email),
    cart.personalData(customerId, email),
    wishlist.items(customerId),
    newsletter.personalData(email),
    reservations.personalData(customerId, email),
    contact.personalData(email),
    mail.toRecipient(email),
  ]);
  const orderParts = await Promise.all(
    placed.map(async (order) => {
      const [payments, refunds, documents, withdrawals] = await Promise.all([
        checkout.paymentHistory(order.id),
        checkout.refunds.ofOrder(order.id),
        invoices.ofOrder(order.id),
        returns.ofOrder(order.id),
      ]);
      return {
        number: order.number,
        placed_at: order.createdAt.toISOString(),
        placed_with_account: order.customerId === customerId,
        status: order.status,
        email: order.email,
        locale: order.locale,
        billing_address: order.billingAddress,
        shipping_address: order.shippingAddress,
        shipping_method: order.shippingMethod,
        pickup_location_code: order.pickupLocationCode,
        payment_method: order.paymentMethodTitle,
        payment_details: order.paymentInput,
        coupon_code: order.couponCode,
        totals: order.totals,
        tracking: order.trackingNumber
          ? { carrier: order.carrier, number: order.trackingNumber, url: order.trackingUrl }
          : null,
        delivered_at: iso(order.deliveredAt),
        lines: order.items.map((line) => ({
          sku: line.sku,
          name: line.name,
          quantity: line.quantity,
          unit_cents: line.unitCents,
          row_cents: line.rowCents,
        })),
        payments: payments.map((payment) => ({
          provider: payment.provider,
          transaction_id: payment.providerOrderId,
          state: payment.state,
          created_at: iso(payment.createdAt),
        })),
        refunds: refunds.map((refund) => ({
          amount_cents: refund.amountCents,
          state: refund.state,
          reason: refund.reason,
          created_at: iso(refund.createdAt),
          refunded_at: iso(refund.refundedAt),
        })),
        invoices: documents.map((document) => ({
          number: document.number,
          kind: document.kind,
          total_cents: document.totalCents,
          issued_at: iso(document.issuedAt),
          buyer: document.snapshot.buyer ?? null,
        })),
        returns: withdrawals.map((withdrawal) => ({
          number: withdrawal.number,
          state: withdrawal.state,
          reason: withdrawal.reason,
          comment: withdrawal.comment,
          requested_at: iso(withdrawal.createdAt),
          lines: withdrawal.lines.map((line) => ({ sku: line.sku, quantity: line.quantity })),
        })),
      };
    }),
  );
  return {
    format: exportFormat.name,
    format_version: exportFormat.version,
    exported_at: now().toISOString(),
    customer_id: customerId,
    ...account,
    newsletter: subscription
      ? {
          email: subscription.email,
          status: subscription.status,
          locale: subscription.locale,
          // The consent record of the double opt-in: when the link in the mail was followed.
          confirmed_at: iso(subscription.confirmedAt),
          first_order_coupon_mailed_at: iso(subscription.couponIssuedAt),
          created_at: iso(subscription.createdAt),
          updated_at: iso(subscription.updatedAt),
        }
      : null,
    wishlist: items.map((item) => {
      const product = catalog.product(item.productId);
      return {
        sku: product?.sku ?? null,
        name: product?.name ?? null,
        quantity: item.quantity,
        added_at: iso(item.addedAt),
      };
    }),
    ...carts,
    orders: orderParts,
    reservations: held.map((reservation) => ({
      number: reservation.number,
      product_sku: catalog.product(reservation.productId)?.sku ?? null,
      store_code: reservation.storeCode,
      quantity: reservation.quantity,
      name: reservation.name,
      email: reservation.email,
      telephone: reservation.telephone,
      locale: reservation.locale,
      client_address: reservation.clientAddress,
      status: reservation.status,
      confirmed_at: iso(reservation.confirmedAt),
      expires_at: iso(reservation.expiresAt),
      created_at: iso(reservation.createdAt),
    })),
    contact_messages: messages.map((message) => ({
      name: message.name,
      email: message.email,
      telephone: message.telephone,
      subject: message.subject,
      message: message.message,
      client_address: message.clientAddress,
      sent_at: iso(message.createdAt),
    })),
    mails: mails.map((sent) => ({
      template: sent.template,
      recipient: sent.recipient,
      locale: sent.locale,
      status: sent.status,
      queued_at: iso(sent.createdAt),
      sent_at: iso(sent.sentAt),
    })),
    // Reviews are counted per product only (catalogue), never tied to a person; cookie consent
    // lives in the visitor's browser (ADR 0018), so the shop holds neither.
    reviews: [],
    cookie_consent: null,
  };
}
