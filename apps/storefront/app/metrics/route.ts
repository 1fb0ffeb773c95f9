import type { Registry } from 'prom-client';
import { passToEngine } from '@/lib/commerce/passthrough';

/**
 * Prometheus metrics through the shop's port (ADR 0031): the engine's (in process or apart)
 * decide who may read them (`Authorization: Bearer $METRICS_TOKEN`); an answer they open is
 * followed by the shop server's own request metrics (`server/shop-metrics.mjs`).
 */
export const dynamic = 'force-dynamic';

type MetricsGlobal = typeof globalThis & { __webshopShopMetrics?: Registry };

export async function GET(request: Request) {
  const engine = await passToEngine(request, '/metrics');
  const shop = (globalThis as MetricsGlobal).__webshopShopMetrics;
  if (engine.status !== 200 || !shop) return engine;
  const headers = new Headers(engine.headers);
  headers.delete('content-length');
  return new Response(`${await engine.text()}\n${await shop.metrics()}`, {
    status: 200,
    headers,
  });
}
