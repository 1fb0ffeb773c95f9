import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { readBoundedText } from '../../engine/bounded-body.ts';
import type { PaynlCredentials } from '../paynl-config.ts';
import { methodByProviderId } from '../paynl-methods.ts';
import {
  defaultRetryDelaysMs,
  deliverExchange,
  type ExchangeAttempt,
} from './exchange-delivery.ts';
import { choose, paymentPage } from './payment-page-flow.ts';
import {
  methodRefusal,
  orderCreateSchema,
  pendingCodes,
  type SimulatedOrder,
} from './simulator-orders.ts';
import {
  bookRefund,
  refundDocument,
  refundRequestSchema,
  transactionDocument,
  type SimulatedRefund,
} from './simulator-refunds.ts';
import {
  actionOf,
  exchangeBody,
  orderDocument,
  problem,
  serviceConfig,
} from './simulator-responses.ts';

export interface PaynlSimulatorOptions {
  credentials: PaynlCredentials;
  /** Where the browser opens the payment page: its links are `${publicUrl}/paynl-simulator/pay/<id>`. */
  publicUrl: string;
  /** Offer the legacy iDEAL bank choice (iDEAL 1.0); off by default, as under iDEAL 2.0. */
  idealIssuers?: boolean;
  /** Waits between exchange attempts (default 1 s, 2 s, 4 s … 60 s). */
  retryDelaysMs?: readonly number[];
  /** The shop's answer to an exchange call is awaited this long (Pay.: 5 s). */
  exchangeTimeoutMs?: number;
  /** Calls the shop's exchange URL. */
  fetch?: (request: Request) => Promise<Response>;
  /** How often unpaid orders past their expiry are expired; 0 leaves it to `expireDue()`. */
  expirySweepMs?: number;
  onExchangeAttempt?: (attempt: ExchangeAttempt) => void;
  now?: () => Date;
}

export interface PaynlSimulator {
  /** Serves Pay.'s API (`/v1/orders…`, `/v2/services/config`) and the payment page (`/paynl-simulator/pay/<id>`). */
  fetch(request: Request): Promise<Response>;
  /** Expires unpaid orders past their `expire` (status -80) and calls their exchange. */
  expireDue(): void;
  /** Resolves when every exchange delivery under way has finished (got through or gave up). */
  settled(): Promise<void>;
  /** The refunds paid out of a payment, oldest first (empty for an unknown one). */
  refunds(orderId: string): readonly SimulatedRefund[];
  /** While on, Pay. refuses every refund (422), as it does when the merchant's balance is short. */
  refuseRefunds(on: boolean): void;
  close(): void;
}

/** Unpaid orders, and finished ones kept for status reads; the oldest go first beyond this. */
const maxOrders = 10_000;
const maxRequestBytes = 100 * 1024;

/**
 * A local Pay.nl: the same HTTP API the adapter speaks, with the same Basic auth, orders in
 * memory, a hosted payment page where the shopper picks the outcome, the return redirect and
 * the signed exchange call Pay. makes, retried until the shop answers `TRUE|`.
 */
export function createPaynlSimulator(options: PaynlSimulatorOptions): PaynlSimulator {
  const now = options.now ?? (() => new Date());
  const callShop = options.fetch ?? ((request: Request) => fetch(request));
  const orders = new Map<string, SimulatedOrder>();
  const deliveries = new Set<Promise<unknown>>();
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const { serviceId } = options.credentials;
  let refusingRefunds = false;
  const expectedAuth = digest(
    `Basic ${Buffer.from(`${options.credentials.tokenCode}:${options.credentials.apiToken}`).toString('base64')}`,
  );

  const sweep =
    (options.expirySweepMs ?? 10_000) > 0
      ? setInterval(() => expireDue(), options.expirySweepMs ?? 10_000)
      : null;
  sweep?.unref();

  function authorised(request: Request): boolean {
    return timingSafeEqual(digest(request.headers.get('authorization') ?? ''), expectedAuth);
  }

  function setStatus(order: SimulatedOrder, code: number) {
    if (order.statusCode === code) return;
    order.statusCode = code;
    if (!order.exchangeUrl) return;
    const delivery = deliverExchange(order.exchangeUrl, exchangeBody(order, serviceId), {
      credentials: options.credentials,
      retryDelaysMs: options.retryDelaysMs ?? defaultRetryDelaysMs,
      timeoutMs: options.exchangeTimeoutMs ?? 5_000,
      fetch: callShop,
      onAttempt: options.onExchangeAttempt,
    });
    deliveries.add(delivery);
    void delivery.finally(() => deliveries.delete(delivery));
  }

  function expireDue() {
    const time = now().getTime();
    for (const order of orders.values()) {
      if (pendingCodes.has(order.statusCode) && order.expiresAt.getTime() <= time)
        setStatus(order, -80);
    }
  }

  function remember(order: SimulatedOrder) {
    if (orders.size >= maxOrders) {
      const oldest = orders.keys().next().value;
      if (oldest !== undefined) orders.delete(oldest);
    }
    orders.set(order.orderId, order);
  }

  async function createOrder(request: Request): Promise<Response> {
    const raw = await readBoundedText(request, maxRequestBytes);
    if (raw === null) return problem(413, 'PAYLOAD_TOO_LARGE', 'The body is larger than 100 kB.');
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return problem(400, 'INVALID_JSON', 'The body is not JSON.');
    }
    const parsed = orderCreateSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return problem(
        422,
        'VALIDATION_FAILED',
        `${issue.path.join('.') || 'body'}: ${issue.message}`,
      );
    }
    const body = parsed.data;
    if (body.serviceId !== options.credentials.serviceId) {
      return problem(403, 'SERVICE_NOT_ALLOWED', 'This token may not use that service.');
    }
    const refusal = methodRefusal(body);
    if (refusal) return problem(422, 'PAYMENT_METHOD_REFUSED', refusal);
    const method = methodByProviderId(body.paymentMethod.id)!;
    const issuerId = body.paymentMethod.input?.issuerId ?? null;
    const created = now();
    const order: SimulatedOrder = {
      orderId: randomUUID(),
      reference: body.reference ?? '',
      description: body.description ?? '',
      amountCents: body.amount.value,
      currency: 'EUR',
      methodId: method.providerId,
      issuerId,
      returnUrl: body.returnUrl,
      exchangeUrl: body.exchangeUrl ?? '',
      expiresAt: body.expire
        ? new Date(body.expire)
        : new Date(created.getTime() + (method.fixedExpireMinutes ?? 15) * 60_000),
      createdAt: created,
      statusCode: 20,
      testMode: body.integration?.test ?? false,
      refunds: [],
    };
    remember(order);
    return Response.json(orderDocument(order, publicUrl, serviceId), {
      status: 201,
    });
  }

  async function refund(order: SimulatedOrder, request: Request): Promise<Response> {
    const raw = await readBoundedText(request, maxRequestBytes);
    if (raw === null) return problem(413, 'PAYLOAD_TOO_LARGE', 'The body is larger than 100 kB.');
    let json: unknown;
    try {
      json = raw === '' ? {} : JSON.parse(raw);
    } catch {
      return problem(400, 'INVALID_JSON', 'The body is not JSON.');
    }
    const parsed = refundRequestSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return problem(
        422,
        'VALIDATION_FAILED',
        `${issue.path.join('.') || 'body'}: ${issue.message}`,
      );
    }
    if (refusingRefunds) {
      return problem(422, 'REFUND_NOT_ALLOWED', 'The refund was refused (simulated).');
    }
    const booked = bookRefund(order, parsed.data, now());
    if ('refusal' in booked) return problem(422, 'REFUND_NOT_ALLOWED', booked.refusal);
    // Pay. reports the refund through the exchange, as any status change.
    setStatus(order, booked.statusCode);
    return Response.json(refundDocument(order, booked.refund));
  }

  async function transactionRoute(pathname: string, request: Request): Promise<Response> {
    const match = /^\/v2\/transactions\/([A-Za-z0-9-]{1,64})(\/refund)?$/.exec(pathname);
    const order = match ? orders.get(match[1]!) : undefined;
    if (!match) return problem(404, 'NOT_FOUND', 'Nothing here.');
    if (!order) return problem(404, 'TRANSACTION_NOT_FOUND', 'No such transaction.');
    if (match[2]) {
      return request.method === 'PATCH'
        ? refund(order, request)
        : problem(405, 'METHOD_NOT_ALLOWED', 'Refunds are made with PATCH.', { allow: 'PATCH' });
    }
    return request.method === 'GET'
      ? Response.json(transactionDocument(order, actionOf(order.statusCode)))
      : problem(405, 'METHOD_NOT_ALLOWED', 'Transactions are read with GET.', { allow: 'GET' });
  }

  async function route(request: Request): Promise<Response> {
    const { pathname, searchParams } = new URL(request.url);
    const page = /^\/paynl-simulator\/pay\/([A-Za-z0-9-]{1,64})$/.exec(pathname);
    if (page) {
      const order = orders.get(page[1]!);
      if (!order) return problem(404, 'ORDER_NOT_FOUND', 'No such payment.');
      expireDue();
      if (request.method === 'GET' || request.method === 'HEAD') {
        return paymentPage(order, options.idealIssuers);
      }
      if (request.method === 'POST') {
        return choose(order, request, { idealIssuers: options.idealIssuers, now, setStatus });
      }
      return problem(405, 'METHOD_NOT_ALLOWED', 'The payment page takes GET and POST.', {
        allow: 'GET, POST',
      });
    }
    const isApi =
      pathname === '/v1/orders' ||
      pathname === '/v2/services/config' ||
      pathname.startsWith('/v1/orders/') ||
      pathname.startsWith('/v2/transactions/');
    if (!isApi) return problem(404, 'NOT_FOUND', 'Nothing here.');
    if (!authorised(request))
      return problem(401, 'UNAUTHORIZED', 'Basic auth with the token code and API token.');
    if (pathname.startsWith('/v2/transactions/')) return transactionRoute(pathname, request);
    if (pathname === '/v1/orders') {
      return request.method === 'POST'
        ? createOrder(request)
        : problem(405, 'METHOD_NOT_ALLOWED', 'Orders are created with POST.', { allow: 'POST' });
    }
    if (pathname === '/v2/services/config') {
      if (searchParams.get('serviceId') !== options.credentials.serviceId) {
        return problem(403, 'SERVICE_NOT_ALLOWED', 'This token may not read that service.');
      }
      return Response.json(serviceConfig(serviceId, options.idealIssuers));
    }
    const status = /^\/v1\/orders\/([A-Za-z0-9-]{1,64})\/status$/.exec(pathname);
    if (!status || request.method !== 'GET') return problem(404, 'NOT_FOUND', 'Nothing here.');
    expireDue();
    const order = orders.get(status[1]!);
    return order
      ? Response.json(orderDocument(order, publicUrl, serviceId))
      : problem(404, 'ORDER_NOT_FOUND', 'No such order.');
  }

  return {
    async fetch(request) {
      try {
        return await route(request);
      } catch (error) {
        // A body cut off mid-read is the client's doing, not a fault of the simulator.
        return problem(
          400,
          'BAD_REQUEST',
          `The request could not be read: ${(error as Error).message}`,
        );
      }
    },
    expireDue,
    refunds: (orderId) => orders.get(orderId)?.refunds ?? [],
    refuseRefunds(on) {
      refusingRefunds = on;
    },
    async settled() {
      while (deliveries.size > 0) await Promise.allSettled([...deliveries]);
    },
    close() {
      if (sweep) clearInterval(sweep);
    },
  };
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
