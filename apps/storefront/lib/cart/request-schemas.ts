import { z } from 'zod';
import { cartLimits } from '@/lib/config/cart';

// spec §7 /api/cart bodies. Strings are bounded and quantities whole (ADR 0009): what does not
// fit is refused with 400 before anything reaches the engine.
const text = (max: number) => z.string().trim().min(1).max(max);
const quantity = z.number().int().min(1).max(cartLimits.maxQuantity);

/** The product fields a value object may carry along for analytics; everything else is dropped. */
const productFields = z
  .object({
    sku: text(64).optional(),
    name: text(200).optional(),
    brand: text(100).optional(),
    price: z.number().nonnegative().max(1_000_000).optional(),
  })
  .optional();

/** spec §7 POST /api/cart add: one value object per product. */
export const addItemSchema = z.object({
  quantity,
  sku: text(64),
  parent_sku: text(64).optional(),
  selected_options: z.array(text(200)).max(10).optional(),
  /** The product's page (a shop path), for the redirect when a variant must be chosen. */
  url: z
    .string()
    .max(300)
    .regex(/^\/(?!\/)[^\s\\]*$/)
    .optional(),
  product: productFields,
});
export type AddItem = z.infer<typeof addItemSchema>;

/** spec §5: cart add accepts a single item or a list. */
export const addBodySchema = z.union([
  addItemSchema.transform((item) => [item]),
  z.array(addItemSchema).min(1).max(cartLimits.maxLines),
]);

const lineId = text(100);

export const updateItemsSchema = z.object({
  type: z.literal('cart-updateItems'),
  items: z
    .array(z.object({ id: lineId, qty: quantity, product: productFields }))
    .min(1)
    .max(cartLimits.maxLines),
});

export const reorderSchema = z.object({
  type: z.literal('cart-reorderItems'),
  orderNumber: text(32),
});

export const deleteItemSchema = z.object({
  type: z.literal('cart-deleteItem'),
  id: lineId,
  product: productFields,
});

export const applyCouponSchema = z.object({
  type: z.literal('cart-applyCoupon'),
  code: text(64),
});

export const removeCouponSchema = z.object({ type: z.literal('cart-removeCoupon') });

export const postTypedSchema = z.discriminatedUnion('type', [updateItemsSchema, reorderSchema]);
export const putSchema = z.discriminatedUnion('type', [
  deleteItemSchema,
  applyCouponSchema,
  removeCouponSchema,
]);

type Issue = z.core.$ZodIssue;

/**
 * The issue that says what is wrong: in a union (one value object or a list of them), the branch
 * that got past the body's shape and found a field wrong, not the one that wanted another shape.
 */
function telling(issues: readonly Issue[]): Issue | undefined {
  const [first] = issues;
  if (first?.code !== 'invalid_union') return first;
  const inner = first.errors.flatMap((branch) => {
    const found = telling(branch);
    return found ? [found] : [];
  });
  return inner.find((issue) => issue.path.length > 0) ?? inner[0] ?? first;
}

/**
 * The first problem zod found, as a reason of the EngineErrors catalogue with its values: the
 * shopper reads it in the page's language (a quantity out of bounds, a coupon code too long).
 */
export function requestIssue(error: z.ZodError): {
  reason: string;
  params: Record<string, string | number>;
} {
  const issue = telling(error.issues);
  const last = issue?.path.at(-1);
  if (!issue) return { reason: 'REQUEST_INVALID', params: {} };
  if (last === 'quantity' || last === 'qty')
    return { reason: 'QUANTITY_OUT_OF_RANGE', params: { min: 1, max: cartLimits.maxQuantity } };
  if (last === 'code') return { reason: 'COUPON_NOT_FOUND', params: {} };
  if (issue.code === 'too_big' && issue.origin === 'array')
    return { reason: 'TOO_MANY_LINES', params: { max: cartLimits.maxLines } };
  if (issue.code === 'too_big' && issue.origin === 'string')
    return { reason: 'REQUEST_TEXT_TOO_LONG', params: { max: Number(issue.maximum) } };
  return { reason: 'REQUEST_INVALID', params: {} };
}
