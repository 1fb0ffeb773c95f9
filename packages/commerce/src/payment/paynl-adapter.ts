import { z } from 'zod';
import { readBoundedText } from '../engine/bounded-body.ts';
import { PaymentProviderError } from './payment-errors.ts';
import type {
  PaymentProvider,
  ProviderAddress,
  ProviderOrderRequest,
  ProviderPaymentMethod,
} from './payment-port.ts';
import type { PaynlCredentials } from './paynl-config.ts';
import { parsePaynlExchange } from './paynl-exchange.ts';
import { paynlMethodTable } from './paynl-methods.ts';
import { paymentStateOf } from './paynl-status.ts';
import { defaultPaynlRefundApiUrl, paynlRefunds } from './paynl-refunds.ts';

export interface PaynlAdapterOptions {
  /** Pay.'s Connect API (https://connect.pay.nl), or the simulator's address. */
  apiUrl: string;
  /** Pay.'s transaction gateway for refunds (https://rest.pay.nl), or the simulator's address. */
  refundApiUrl?: string;
  credentials: PaynlCredentials;
  testMode: boolean;
  /** Expiry of iDEAL-like methods, minutes. */
  expireMinutes: number;
  /** The HTTP client; the embedded simulator is reached through its own fetch, without a network hop. */
  fetch?: (request: Request) => Promise<Response>;
  /** Per outbound call; Pay. answers in well under a second, so 10 s means it is down. */
  timeoutMs?: number;
  /** How long the service's method list is reused before it is read again. */
  methodCacheMs?: number;
  now?: () => number;
}

/** Pay.'s answers are small JSON documents; more than this is not an answer from Pay. */
const maxResponseBytes = 512 * 1024;
const orderIdPattern = /^[A-Za-z0-9-]{1,64}$/;

const createdOrderSchema = z.object({
  orderId: z.string().regex(orderIdPattern),
  links: z.object({ redirect: z.url() }),
});

const orderStatusSchema = z.object({
  orderId: z.string().optional(),
  reference: z.string().nullable().optional(),
  status: z.object({ code: z.number().int(), action: z.string().nullable().optional() }),
  amount: z.object({ value: z.number().int(), currency: z.string().optional() }),
});

const serviceConfigSchema = z.object({
  checkoutOptions: z.array(
    z.object({
      paymentMethods: z
        .array(
          z.object({
            id: z.number().int(),
            minAmount: z.number().nullable().optional(),
            maxAmount: z.number().nullable().optional(),
            options: z
              .array(z.object({ id: z.union([z.string(), z.number()]), name: z.string() }))
              .nullable()
              .optional(),
          }),
        )
        .nullable()
        .optional(),
    }),
  ),
});

/** Pay.'s product types (developer.pay.nl/reference/get_product_types) for the shop's lines. */
const productTypes = { product: 'physical', shipping: 'shipping', discount: 'discount' } as const;

/**
 * The payment provider port on Pay.'s Order API: POST /v1/orders, GET /v1/orders/{id}/status
 * and the service's method list at GET /v2/services/config, with Basic auth (token code and API
 * token) and a timeout on every call.
 */
export function createPaynlAdapter(options: PaynlAdapterOptions): PaymentProvider {
  const send = options.fetch ?? ((request: Request) => fetch(request));
  const timeoutMs = options.timeoutMs ?? 10_000;
  const methodCacheMs = options.methodCacheMs ?? 15 * 60_000;
  const now = options.now ?? Date.now;
  const { credentials } = options;
  const authorization = `Basic ${Buffer.from(`${credentials.tokenCode}:${credentials.apiToken}`).toString('base64')}`;
  let cachedMethods: { at: number; methods: ProviderPaymentMethod[] } | null = null;

  async function call(path: string, init: { method: string; json?: unknown }): Promise<unknown> {
    const request = new Request(new URL(path, options.apiUrl + '/'), {
      method: init.method,
      headers: {
        accept: 'application/json',
        authorization,
        ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      signal: AbortSignal.timeout(timeoutMs),
    });
    let response: Response;
    let text: string | null;
    try {
      response = await send(request);
      text = await readBoundedText(response, maxResponseBytes);
    } catch (error) {
      throw new PaymentProviderError(
        'PAYMENT_PROVIDER_UNAVAILABLE',
        `Pay. did not answer ${init.method} ${path}: ${(error as Error).message}`,
        { cause: error },
      );
    }
    if (text === null) {
      throw new PaymentProviderError(
        'PAYMENT_PROVIDER_UNAVAILABLE',
        `Pay.'s answer to ${path} is too large.`,
      );
    }
    if (response.status === 404) {
      throw new PaymentProviderError('PAYMENT_ORDER_NOT_FOUND', `Pay. knows no ${path}.`);
    }
    if (response.status >= 400 && response.status < 500) {
      throw new PaymentProviderError(
        'PAYMENT_PROVIDER_REJECTED',
        `Pay. refused ${init.method} ${path} (${response.status}): ${providerMessage(text)}`,
      );
    }
    if (!response.ok) {
      throw new PaymentProviderError(
        'PAYMENT_PROVIDER_UNAVAILABLE',
        `Pay. failed ${init.method} ${path} (${response.status}).`,
      );
    }
    try {
      return JSON.parse(text);
    } catch (error) {
      throw new PaymentProviderError(
        'PAYMENT_PROVIDER_UNAVAILABLE',
        `Pay.'s answer to ${path} is not JSON.`,
        {
          cause: error,
        },
      );
    }
  }

  function parsed<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
    const result = schema.safeParse(value);
    if (!result.success) {
      throw new PaymentProviderError(
        'PAYMENT_PROVIDER_UNAVAILABLE',
        `Pay.'s ${what} is not as documented.`,
        {
          cause: result.error,
        },
      );
    }
    return result.data;
  }

  async function readMethods(): Promise<ProviderPaymentMethod[]> {
    const config = parsed(
      serviceConfigSchema,
      await call(`v2/services/config?serviceId=${encodeURIComponent(credentials.serviceId)}`, {
        method: 'GET',
      }),
      'service configuration',
    );
    const offered = new Map(
      config.checkoutOptions.flatMap((option) =>
        (option.paymentMethods ?? []).map((m) => [m.id, m] as const),
      ),
    );
    return paynlMethodTable.flatMap((definition) => {
      const service = offered.get(definition.providerId);
      if (!service) return [];
      const issuers = (service.options ?? []).map((issuer) => ({
        id: String(issuer.id),
        name: issuer.name,
      }));
      const { fixedExpireMinutes, ...method } = definition;
      return [
        {
          ...method,
          // The shop's own range, narrowed by what Pay. allows this service (amounts in cents).
          minCents: largest(definition.minCents, service.minAmount),
          maxCents: smallest(definition.maxCents, service.maxAmount),
          issuers,
          requiredFields:
            issuers.length > 0
              ? ['ISSUER', ...definition.requiredFields]
              : definition.requiredFields,
          expireMinutes: fixedExpireMinutes ?? options.expireMinutes,
        },
      ];
    });
  }

  return {
    async methods() {
      if (cachedMethods && now() - cachedMethods.at < methodCacheMs) return cachedMethods.methods;
      try {
        cachedMethods = { at: now(), methods: await readMethods() };
      } catch (error) {
        // A list read a while ago is better than no payment methods while Pay. hiccups.
        if (cachedMethods) return cachedMethods.methods;
        throw error;
      }
      return cachedMethods.methods;
    },

    async createOrder(order) {
      const created = parsed(
        createdOrderSchema,
        await call('v1/orders', { method: 'POST', json: orderCreateBody(order, options) }),
        'created order',
      );
      return { providerOrderId: created.orderId, redirectUrl: created.links.redirect };
    },

    async status(providerOrderId) {
      if (!orderIdPattern.test(providerOrderId)) {
        throw new PaymentProviderError('PAYMENT_ORDER_NOT_FOUND', 'That is not a Pay. order id.');
      }
      const order = parsed(
        orderStatusSchema,
        await call(`v1/orders/${providerOrderId}/status`, { method: 'GET' }),
        'order status',
      );
      return {
        code: order.status.code,
        state: paymentStateOf(order.status.code),
        amountCents: order.amount.value,
        reference: order.reference ?? '',
      };
    },

    parseExchange: (request) => parsePaynlExchange(request, credentials),

    ...paynlRefunds(options.refundApiUrl ?? defaultPaynlRefundApiUrl, call, parsed),
  };
}

/** The Order API's create body (paynl/php-sdk OrderCreateRequest, nodejs-sdk CreateOrderOptions). */
export function orderCreateBody(
  order: ProviderOrderRequest,
  options: Pick<PaynlAdapterOptions, 'credentials' | 'testMode'>,
) {
  const { customer } = order;
  const money = (cents: number) => ({ value: cents, currency: order.currency });
  return {
    serviceId: options.credentials.serviceId,
    amount: money(order.amountCents),
    reference: order.reference,
    description: clip(order.description, maxDescriptionChars.order),
    returnUrl: order.returnUrl,
    exchangeUrl: order.exchangeUrl,
    expire: order.expiresAt.toISOString(),
    paymentMethod: {
      id: order.method.providerId,
      ...(order.method.issuerId ? { input: { issuerId: order.method.issuerId } } : {}),
    },
    customer: {
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      locale: customer.locale,
      ...(customer.phone ? { phone: customer.phone } : {}),
      ...(customer.birthDate ? { birthDate: customer.birthDate } : {}),
      ...(customer.gender ? { gender: customer.gender } : {}),
      ...(customer.ipAddress ? { ipAddress: customer.ipAddress } : {}),
      ...(customer.company ? { company: customer.company } : {}),
    },
    order: {
      countryCode: order.deliveryAddress.country,
      deliveryAddress: postalAddress(order.deliveryAddress),
      invoiceAddress: {
        firstName: order.invoiceAddress.firstName,
        lastName: order.invoiceAddress.lastName,
        ...postalAddress(order.invoiceAddress),
      },
      products: order.products.map((product) => ({
        id: product.id,
        description: clip(product.description, maxDescriptionChars.product),
        type: productTypes[product.type],
        price: money(product.priceCents),
        quantity: product.quantity,
        vatPercentage: product.vatPercentage,
      })),
    },
    // The legacy exchange form carries only extra1..3: the shop's order number rides along.
    stats: { extra1: order.reference },
    integration: { test: options.testMode },
  };
}

/**
 * Descriptions are for the shopper's bank statement and Pay.'s overview: a long product name is
 * shortened rather than the payment refused for it.
 */
const maxDescriptionChars = { order: 128, product: 200 };

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

function postalAddress(address: ProviderAddress) {
  return {
    street: address.street,
    streetNumber: address.houseNumber,
    ...(address.houseNumberExtension
      ? { streetNumberExtension: address.houseNumberExtension }
      : {}),
    zipCode: address.zipCode,
    city: address.city,
    country: address.country,
  };
}

function largest(own: number | null, provider: number | null | undefined): number | null {
  if (provider === null || provider === undefined || provider <= 0) return own;
  return own === null ? provider : Math.max(own, provider);
}

function smallest(own: number | null, provider: number | null | undefined): number | null {
  if (provider === null || provider === undefined || provider <= 0) return own;
  return own === null ? provider : Math.min(own, provider);
}

/** Pay.'s error text, cut short: it goes into logs and error messages. */
function providerMessage(text: string): string {
  try {
    const body = JSON.parse(text) as { detail?: unknown; title?: unknown; message?: unknown };
    const message = body.detail ?? body.message ?? body.title;
    if (typeof message === 'string') return message.slice(0, 200);
  } catch {
    // not JSON: the raw text below
  }
  return text.slice(0, 200);
}
