import { legacyIdealIssuers, paynlMethodTable } from '../paynl-methods.ts';
import { paynlStatusAction, paymentStateOf } from '../paynl-status.ts';
import type { SimulatedOrder } from './simulator-orders.ts';

// What the simulator answers: Pay.'s JSON documents, in Pay.'s shapes, and its problem answers.

/** Pay.'s action word for a status code (PAID, PENDING, ...). */
export function actionOf(code: number): string {
  return paynlStatusAction[code] ?? paymentStateOf(code);
}

/** An order as `/v1/orders` and its status path show it, with the payment page as its redirect. */
export function orderDocument(order: SimulatedOrder, publicUrl: string, serviceId: string) {
  const pageUrl = `${publicUrl}/paynl-simulator/pay/${order.orderId}`;
  return {
    type: 'sales',
    serviceId,
    description: order.description,
    reference: order.reference,
    orderId: order.orderId,
    uuid: order.orderId,
    status: { code: order.statusCode, action: actionOf(order.statusCode) },
    integration: { test: order.testMode },
    amount: { value: order.amountCents, currency: order.currency },
    createdAt: order.createdAt.toISOString(),
    expiresAt: order.expiresAt.toISOString(),
    links: {
      status: `${publicUrl}/v1/orders/${order.orderId}/status`,
      redirect: pageUrl,
    },
  };
}

/** What the exchange call tells the shop about an order. */
export function exchangeBody(order: SimulatedOrder, serviceId: string) {
  const { orderId, reference, statusCode, amountCents, currency } = order;
  return {
    id: orderId,
    type: 'order',
    object: {
      id: orderId,
      orderId,
      serviceId,
      reference,
      status: { code: statusCode, action: actionOf(statusCode) },
      amount: { value: amountCents, currency },
    },
  };
}

/** `/v2/services/config`: every method of the table, iDEAL with its banks when they are offered. */
export function serviceConfig(serviceId: string, idealIssuers: boolean | undefined) {
  return {
    code: serviceId,
    name: 'Pay.nl simulator',
    testMode: true,
    checkoutOptions: paynlMethodTable.map((method) => ({
      id: method.providerId,
      tag: `PM_${method.providerId}`,
      name: method.title,
      paymentMethods: [
        {
          id: method.providerId,
          name: method.title,
          minAmount: method.minCents,
          maxAmount: method.maxCents,
          options: method.providerId === 10 && idealIssuers ? legacyIdealIssuers : [],
        },
      ],
    })),
  };
}

/** A problem answer (RFC 9457 shaped), never cached. */
export function problem(
  status: number,
  code: string,
  detail: string,
  headers: Record<string, string> = {},
): Response {
  return Response.json(
    { type: 'about:blank', title: code, code, detail },
    { status, headers: { ...headers, 'cache-control': 'no-store' } },
  );
}
