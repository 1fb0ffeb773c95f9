import { passToEngine } from '@/lib/commerce/passthrough';

/**
 * ERP batches sent to the running shop: `stock` and `prices` go to the engine's
 * /admin/erp/stock and /admin/erp/prices, which check the staff key (X-Admin-Key), bound the
 * body (4 MB, 10,000 lines) and answer other kinds with 404.
 */
export const dynamic = 'force-dynamic';

export async function POST(request: Request, { params }: { params: Promise<{ kind: string }> }) {
  const { kind } = await params;
  return passToEngine(request, `/admin/erp/${encodeURIComponent(kind)}`);
}
