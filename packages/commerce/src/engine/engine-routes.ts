import { catalogImportEndpoint } from '../catalog-import/admin-endpoint.ts';
import { handleContentAdmin } from '../content-workflow/admin-endpoint.ts';
import type { DatabaseHandle } from '../db/connection.ts';
import type { createGraphQLServer } from '../graphql/graphql-server.ts';
import { boundGraphQLRequest, clientError } from '../graphql/request-bounds.ts';
import type { MediaStore } from '../media/media-store.ts';
import { handleExchange } from '../checkout/exchange.ts';
import { handleFeedRequest, isFeedPath } from '../feeds/feed-http.ts';
import { handleErpAdmin } from '../erp/erp-endpoint.ts';
import type { EngineMetrics } from '../observability/engine-metrics.ts';
import { answerMetrics } from '../observability/metrics-endpoint.ts';
import type { PaynlSimulator } from '../payment/simulator/paynl-simulator.ts';
import { isAdminRoute, type AdminRoutePath } from './admin-routes.ts';
import { serveMedia } from './media-variants.ts';
import type { EngineServices } from './services.ts';

/** What the engine's HTTP routes answer from, built by createEngine. */
export interface EngineRouteParts {
  database: DatabaseHandle;
  services: EngineServices;
  media: MediaStore;
  metrics: EngineMetrics;
  /** Opens `/metrics`; none: closed. */
  metricsToken: string | undefined;
  yoga: ReturnType<typeof createGraphQLServer>;
  /** Pay.'s stand-in, when no Pay.nl credentials are configured. */
  paynlSimulator: PaynlSimulator | undefined;
  /** Largest catalogue CSV `/admin/catalog/import` takes (undefined: its own default). */
  catalogImportMaxBytes: number | undefined;
}

/** The engine's HTTP routes, one request at a time: GraphQL, media, feeds, staff and Pay.'s calls. */
export function engineRoute({
  database,
  services,
  media,
  metrics,
  metricsToken,
  yoga,
  paynlSimulator,
  catalogImportMaxBytes,
}: EngineRouteParts): (request: Request) => Promise<Response> {
  const { catalog } = services;
  const catalogImport = catalogImportEndpoint({
    database,
    media,
    staff: services.staff,
    maxBytes: catalogImportMaxBytes,
  });

  const erpBatch = (request: Request) =>
    handleErpAdmin(request, database, () => catalog.currentDay(), services.staff);
  /** The staff's HTTP routes (engine/admin-routes.ts): every one in the table has its handler. */
  const adminHandlers: Record<AdminRoutePath, (request: Request) => Promise<Response>> = {
    // The content workflow's import and export.
    '/admin/content': (request) => handleContentAdmin(request, database, services.staff),
    // A Magento product CSV uploaded by shop staff.
    '/admin/catalog/import': catalogImport,
    // Stock counts and price changes from the ERP.
    '/admin/erp/stock': erpBatch,
    '/admin/erp/prices': erpBatch,
  };

  // GraphQL at exactly /graphql and media below /media/, nothing else: graphql-yoga alone would
  // answer GraphQL at any path ending in /graphql, /media/x/graphql included.
  const route = async (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url);
    if (pathname === '/metrics') return answerMetrics(request, metrics.registry, metricsToken);
    if (pathname === '/graphql') {
      const bounded = await boundGraphQLRequest(request);
      return bounded instanceof Response ? bounded : yoga.fetch(bounded);
    }
    if (isAdminRoute(pathname)) return adminHandlers[pathname](request);
    // Another ERP path answers the ERP's own 404, which names the two it takes.
    if (pathname.startsWith('/admin/erp/')) return erpBatch(request);
    if (pathname === '/paynl/exchange') {
      return handleExchange(request, services.payment, services.checkout);
    }
    if (pathname.startsWith('/media/')) {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return clientError(405, 'METHOD_NOT_ALLOWED', 'Media is read with GET.', {
          allow: 'GET, HEAD',
        });
      }
      return serveMedia(media, new URL(request.url));
    }
    if (isFeedPath(pathname)) return handleFeedRequest(request, services.feeds);
    // Pay.'s stand-in, when no Pay.nl credentials are configured: its payment page.
    if (paynlSimulator && pathname.startsWith('/paynl-simulator/')) {
      return paynlSimulator.fetch(request);
    }
    return clientError(404, 'NOT_FOUND', 'Nothing here: GraphQL is at /graphql, media at /media/.');
  };
  return route;
}
