import type {
  PaymentProvider,
  ProviderOrderRequest,
  ProviderPaymentMethod,
  ProviderStatus,
} from '../payment/payment-port.ts';

/** Pay.'s status codes as the shop reads them (purchase-path notes). */
export function stateOfCode(code: number): ProviderStatus['state'] {
  if ([100, 95, 75, 76, 85, 97].includes(code)) return 'PAID';
  if ([20, 25, 50, 90, 98].includes(code)) return 'PENDING';
  if (code === -63 || code === -64) return 'DENIED';
  if (code === -80) return 'EXPIRED';
  return 'CANCELLED';
}

const methods: ProviderPaymentMethod[] = [
  {
    code: 'paynl_payment_ideal',
    providerId: 10,
    title: 'iDEAL',
    logo: 'payment/ideal.svg',
    issuers: [],
    minCents: 1,
    maxCents: 50_000_00,
    requiredFields: [],
    expireMinutes: 15,
    personalOnly: false,
  },
  {
    code: 'paynl_payment_afterpay',
    providerId: 739,
    title: 'Riverty',
    logo: 'payment/riverty.svg',
    issuers: [],
    minCents: 5_00,
    maxCents: 1_500_00,
    requiredFields: ['DATE_OF_BIRTH', 'GENDER'],
    expireMinutes: 60,
    personalOnly: true,
  },
  {
    code: 'paynl_payment_in3',
    providerId: 1813,
    title: 'in3',
    logo: 'payment/in3.svg',
    issuers: [],
    minCents: 100_00,
    maxCents: 3_000_00,
    requiredFields: ['DATE_OF_BIRTH', 'TELEPHONE'],
    expireMinutes: 60,
    personalOnly: false,
  },
];

/**
 * The payment provider stands outside this machine; tests use this stand-in, which keeps
 * provider orders in memory and lets a test say how each payment ends.
 */
export function paymentDouble() {
  const orders = new Map<string, { request: ProviderOrderRequest; code: number }>();
  let next = 1;
  const provider: PaymentProvider = {
    async methods() {
      return methods;
    },
    async createOrder(request) {
      const providerOrderId = `pay-${String(next++).padStart(6, '0')}`;
      orders.set(providerOrderId, { request, code: 20 });
      return { providerOrderId, redirectUrl: `https://pay.example/${providerOrderId}` };
    },
    async status(providerOrderId) {
      const order = orders.get(providerOrderId);
      if (!order) throw new Error(`unknown provider order ${providerOrderId}`);
      return {
        code: order.code,
        state: stateOfCode(order.code),
        amountCents: order.request.amountCents,
        reference: order.request.reference,
      };
    },
    async parseExchange(request) {
      const url = new URL(request.url);
      let id = url.searchParams.get('order_id');
      if (!id && request.method === 'POST') {
        id = new URLSearchParams(await request.text()).get('order_id');
      }
      return id ? { providerOrderId: id, reference: null } : null;
    },
  };
  return {
    provider,
    /** What the shopper did at the provider: 100 paid, -90 cancelled, -63 denied, -80 expired. */
    setCode(providerOrderId: string, code: number) {
      orders.get(providerOrderId)!.code = code;
    },
    orders,
  };
}
