'use server';

import { headers } from 'next/headers';
import { z } from 'zod/mini';
import { requestReturn, type ReturnOutcome } from '@/lib/commerce/orders/returns';
import { currentSessionToken } from '@/lib/user/session';
import { clientAddressOf } from '@/lib/user/client-address';
import { maxReturnComment, returnReasons } from './return-schema';

const request = z.object({
  orderNumber: z.string().check(z.regex(/^\d{1,20}$/)),
  /** The tracking page's postcode: a guest's proof, as for the look-up itself. */
  postcode: z.optional(z.string().check(z.minLength(1), z.maxLength(20))),
  lines: z
    .array(
      z.object({
        sku: z.string().check(z.minLength(1), z.maxLength(64)),
        quantity: z.number().check(z.int(), z.minimum(1), z.maximum(9999)),
      }),
    )
    .check(z.minLength(1), z.maxLength(200)),
  reason: z.nullable(z.enum(returnReasons)),
  comment: z.nullable(z.string().check(z.maxLength(maxReturnComment))),
});

/**
 * Asks the engine for a return: of the signed-in customer's own order (the session decides), or,
 * with the postcode the tracking page was given, of a guest's. A server action, so Next.js checks
 * the request comes from the shop's own pages.
 */
export async function submitReturn(raw: unknown): Promise<ReturnOutcome> {
  const parsed = request.safeParse(raw);
  if (!parsed.success) return { ok: false, code: 'RETURN_NO_LINES' };
  const { postcode, ...ask } = parsed.data;
  if (postcode !== undefined) {
    const clientAddress = clientAddressOf({ headers: await headers() });
    return requestReturn({ ...ask, postcode }, { clientAddress });
  }
  const token = await currentSessionToken();
  if (!token) return { ok: false, code: 'UNAUTHENTICATED' };
  return requestReturn(ask, { token });
}
