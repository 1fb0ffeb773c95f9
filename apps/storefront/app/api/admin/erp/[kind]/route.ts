import { passToEngine } from '@/lib/commerce/passthrough';

/**
 * The ERP's stock and price batches against the running shop: the engine's /admin/erp/stock and
 * /admin/erp/prices, which check the staff key (X-Admin-Key), bound the body and refuse any
 * other kind themselves. On the shop's port, so every instance behind a balancer takes them.
 */
export const dynamic = 'force-dynamic';

export async function POST(request: Request, context: { params: Promise<{ kind: string }> }) {
  const { kind } = await context.params;
  return passToEngine(request, `/admin/erp/${encodeURIComponent(kind)}`);
}
