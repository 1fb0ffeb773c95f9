import { passToEngine } from '@/lib/commerce/passthrough';

/**
 * A Magento product CSV uploaded to the running shop (`curl --data-binary @file.csv`): the
 * engine's /admin/catalog/import, which checks the staff key (X-Admin-Key), bounds the body
 * (413 past CATALOG_IMPORT_MAX_BYTES) and reads it as a stream; the upload is passed on as it
 * arrives, never held in memory here.
 */
export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return passToEngine(request, '/admin/catalog/import');
}
