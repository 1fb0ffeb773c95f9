import { z } from 'zod';
import { paynlMethodTable } from '../paynl-methods.ts';

/** One order as the simulator keeps it, in memory: a restart forgets it, as a test double may. */
export interface SimulatedOrder {
  orderId: string;
  reference: string;
  description: string;
  amountCents: number;
  currency: 'EUR';
  methodId: number;
  issuerId: string | null;
  returnUrl: string;
  exchangeUrl: string;
  expiresAt: Date;
  createdAt: Date;
  statusCode: number;
  testMode: boolean;
  refunds: SimulatedRefund[];
}

/** A refund the simulator paid out, kept with its order. */
export interface SimulatedRefund {
  id: string;
  amountCents: number;
  description: string;
  createdAt: Date;
}

/** Status codes of an order still waiting for the shopper: it can be paid, or expire. */
export const pendingCodes = new Set([20, 50]);

const text = (max: number) => z.string().max(max);
const httpUrl = z
  .string()
  .max(2048)
  .refine(
    (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
    'an http(s) URL',
  );
const address = z
  .object({
    firstName: text(100).optional(),
    lastName: text(100).optional(),
    street: text(200).optional(),
    streetNumber: text(20).optional(),
    streetNumberExtension: text(20).optional(),
    zipCode: text(20).optional(),
    city: text(100).optional(),
    country: text(2).optional(),
  })
  .optional();

/** What the simulator accepts at POST /v1/orders: Pay.'s create body, with bounded fields. */
export const orderCreateSchema = z.object({
  serviceId: text(20),
  amount: z.object({ value: z.number().int().min(1).max(100_000_000), currency: z.literal('EUR') }),
  reference: text(64)
    .regex(/^[A-Za-z0-9-]*$/, 'letters, digits and dashes')
    .optional(),
  description: text(128).optional(),
  returnUrl: httpUrl,
  exchangeUrl: httpUrl.optional(),
  expire: z.iso.datetime({ offset: true }).optional(),
  paymentMethod: z.object({
    id: z.number().int(),
    input: z.object({ issuerId: text(16).optional() }).optional(),
  }),
  customer: z
    .object({
      firstName: text(100).optional(),
      lastName: text(100).optional(),
      email: text(254).optional(),
      phone: text(30).optional(),
      birthDate: z.iso.date().optional(),
      gender: z.enum(['M', 'F']).optional(),
      ipAddress: text(45).optional(),
      locale: text(10).optional(),
      company: z
        .object({
          name: text(200).optional(),
          cocNumber: text(20).optional(),
          vatNumber: text(20).optional(),
        })
        .optional(),
    })
    .optional(),
  order: z
    .object({
      countryCode: text(2).optional(),
      deliveryAddress: address,
      invoiceAddress: address,
      products: z
        .array(
          z.object({
            id: text(64).optional(),
            description: text(200).optional(),
            type: text(20).optional(),
            price: z.object({ value: z.number().int(), currency: z.literal('EUR').optional() }),
            quantity: z.number().int().min(1).max(10_000).optional(),
            vatPercentage: z.number().min(0).max(100).optional(),
          }),
        )
        .max(500)
        .optional(),
    })
    .optional(),
  stats: z.record(z.string(), text(64)).optional(),
  integration: z.object({ test: z.boolean().optional() }).optional(),
});

export type OrderCreateBody = z.infer<typeof orderCreateSchema>;

/**
 * What Pay. refuses when it checks the order against the method: the amount range, and the
 * customer data a buy-now-pay-later method needs. Null when the order is acceptable.
 */
export function methodRefusal(body: OrderCreateBody): string | null {
  const method = paynlMethodTable.find(
    (candidate) => candidate.providerId === body.paymentMethod.id,
  );
  if (!method) return `Payment method ${body.paymentMethod.id} is not enabled for this service.`;
  const cents = body.amount.value;
  if (
    (method.minCents !== null && cents < method.minCents) ||
    (method.maxCents !== null && cents > method.maxCents)
  ) {
    return `${method.title} accepts amounts from ${method.minCents ?? 1} to ${method.maxCents ?? '∞'} cents.`;
  }
  const customer = body.customer ?? {};
  const needs: [boolean, string][] = [
    [method.requiredFields.includes('DATE_OF_BIRTH') && !customer.birthDate, 'customer.birthDate'],
    [method.requiredFields.includes('GENDER') && !customer.gender, 'customer.gender'],
    [method.requiredFields.includes('TELEPHONE') && !customer.phone, 'customer.phone'],
  ];
  const missing = needs.filter(([lacking]) => lacking).map(([, field]) => field);
  if (missing.length > 0) return `${method.title} needs ${missing.join(', ')}.`;
  if (method.personalOnly && customer.company?.cocNumber) {
    return `${method.title} is for personal customers only.`;
  }
  return null;
}
