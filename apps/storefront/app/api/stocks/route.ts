import { getStocks } from '@/lib/commerce';

/** spec §7: GET /api/stocks?skus=a,b → { a: [...], b: [] }; a missing sku gets an empty list. */
export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const raw = new URL(request.url).searchParams.get('skus') ?? '';
  const skus = [
    ...new Set(
      raw
        .split(',')
        .map((sku) => sku.trim())
        .filter(Boolean),
    ),
  ].slice(0, 50);
  const stocks = await getStocks(skus);
  return Response.json(stocks, { headers: { 'cache-control': 'no-store' } });
}
