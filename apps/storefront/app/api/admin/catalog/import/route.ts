import { passToEngineAsStaff } from '@/lib/commerce/passthrough';

/**
 * A Magento product CSV uploaded to the running shop: by the back office's import page (the staff
 * session cookie, "catalog" permission) or a script (`curl --data-binary @file.csv` with
 * X-Admin-Key). The engine's /admin/catalog/import checks either, bounds the body (413 past
 * CATALOG_IMPORT_MAX_BYTES), reads it as a stream and answers the report with its row errors as
 * JSON; the upload is passed on as it arrives, never held in memory here. A shopper's session
 * token is never passed on: an upload is staff business.
 */
export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return passToEngineAsStaff(request, '/admin/catalog/import');
}
