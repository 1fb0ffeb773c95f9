import { ERP_PATHS } from '../erp/erp-endpoint.ts';

/**
 * The engine's admin HTTP routes (shop staff only, `X-Admin-Key` or a staff session) and the
 * body each takes. The engine dispatches by this table, so a test can walk every route: each
 * `json` route reads its body through `readAdminJson` (admin-json-body.ts).
 */
export const ADMIN_ROUTES = {
  /** The content workflow: GET exports, POST imports documents. */
  '/admin/content': { body: 'json' },
  /** A Magento product CSV (its cells are checked by the import). */
  '/admin/catalog/import': { body: 'csv' },
  ...(Object.fromEntries(Object.keys(ERP_PATHS).map((path) => [path, { body: 'json' }])) as Record<
    '/admin/erp/stock' | '/admin/erp/prices',
    { body: 'json' }
  >),
} as const satisfies Record<string, { body: 'json' | 'csv' }>;

export type AdminRoutePath = keyof typeof ADMIN_ROUTES;

export const isAdminRoute = (pathname: string): pathname is AdminRoutePath =>
  Object.hasOwn(ADMIN_ROUTES, pathname);
