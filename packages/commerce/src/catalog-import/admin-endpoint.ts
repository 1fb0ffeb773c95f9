/**
 * `POST /admin/catalog/import` of the engine: the catalogue import against a running shop, whose
 * embedded database no other process may open. The body is the CSV itself (`text/csv`), read as
 * a stream and cut off past the bound; `?dryRun=1` checks without writing, `?skipErrors=1`
 * writes the valid products, `?behavior=replace` takes the products the file does not name
 * offline. The answer is the import's report as JSON. Shop staff only
 * (the "catalog" permission: a staff session or `X-Admin-Key`); one import at a time per database,
 * taken once the upload has arrived.
 */
import { Readable, Transform } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { DatabaseHandle } from '../db/connection.ts';
import { logger } from '../engine/logger.ts';
import { gateAdminRequest } from '../staff/http-gate.ts';
import type { StaffService } from '../staff/staff-service.ts';
import { importCatalog } from './import-catalog.ts';
import { ImportLockedError } from './import-lock.ts';
import { importBehavior } from './replace-mode.ts';
import type { ImportReport } from './import-model.ts';
import type { MediaStore } from '../media/media-store.ts';
import { importSettings, readImportSettings, SettingsError } from './import-settings.ts';

/** A product export of 100,000 products with four store views is about this big. */
export const DEFAULT_MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

export interface CatalogImportEndpointOptions {
  database: DatabaseHandle;
  media: MediaStore;
  /** Who may upload (the "catalog" permission) and where the upload is recorded. */
  staff: StaffService;
  /** Largest body taken (default CATALOG_IMPORT_MAX_BYTES or 50 MB). */
  maxBytes?: number;
  /** Settings file for every upload (default CATALOG_IMPORT_SETTINGS; none: the defaults). */
  settingsFile?: string;
}

class BodyTooLarge extends Error {}

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...headers, 'cache-control': 'no-store' } });
const refuse = (status: number, error: string, message: string, headers = {}) =>
  answer(status, { error, message }, headers);

/** The handler for `/admin/catalog/import`. */
export function catalogImportEndpoint(
  options: CatalogImportEndpointOptions,
): (request: Request) => Promise<Response> {
  const maxBytes =
    options.maxBytes ?? (Number(process.env.CATALOG_IMPORT_MAX_BYTES) || DEFAULT_MAX_UPLOAD_BYTES);
  const settingsFile = options.settingsFile ?? process.env.CATALOG_IMPORT_SETTINGS;

  return async (request) => {
    if (request.method !== 'POST') {
      return refuse(405, 'METHOD_NOT_ALLOWED', 'POST the CSV to import it.', { allow: 'POST' });
    }
    const actor = await gateAdminRequest(request, options.staff, 'catalog');
    if (actor instanceof Response) return actor;
    if (!/^text\/csv\b/i.test(request.headers.get('content-type') ?? '')) {
      return refuse(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the product CSV as text/csv.', {
        'accept-post': 'text/csv',
      });
    }
    const tooLarge = () =>
      refuse(413, 'PAYLOAD_TOO_LARGE', `An uploaded catalogue is at most ${maxBytes} bytes.`);
    if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return tooLarge();
    const query = new URL(request.url).searchParams;
    const flag = (name: string) => ['1', 'true'].includes(query.get(name) ?? '');
    const behavior = importBehavior(query.get('behavior'));
    if (!behavior) {
      return refuse(400, 'BAD_BEHAVIOR', 'behavior is append (the default) or replace.');
    }
    try {
      let settings;
      try {
        settings = settingsFile ? await readImportSettings('', settingsFile) : importSettings();
      } catch (error) {
        if (!(error instanceof SettingsError)) throw error;
        logger.error({ err: error }, 'catalogue import settings unreadable');
        return refuse(500, 'SETTINGS_UNREADABLE', 'The import settings of the shop are broken.');
      }
      const body = request.body
        ? Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>)
        : Readable.from([]);
      const bounded = atMost(maxBytes);
      // A client that hangs up mid-upload fails the read, not the process.
      body.on('error', (error) => bounded.destroy(error));
      body.pipe(bounded);
      // The import takes its turn (the database's import lock) only once the body is read
      // through: a slow upload keeps no other import out while it arrives, a dry run none ever.
      const report: ImportReport = await importCatalog(
        options.database,
        { name: 'upload.csv', stream: bounded },
        {
          settings,
          media: options.media,
          dryRun: flag('dryRun'),
          skipErrors: flag('skipErrors'),
          behavior,
        },
      );
      logger.info(
        { created: report.created, updated: report.updated, errors: report.errors.length },
        'catalogue imported by upload',
      );
      // Errors in the file as a whole (syntax, header) stop even an import that skips rows.
      const fileLevel = report.errors.some(
        (issue) => issue.row === 1 || issue.code === 'CSV_SYNTAX',
      );
      const refused =
        report.errors.length > 0 && !report.written && (!flag('skipErrors') || fileLevel);
      if (report.written) {
        await options.staff.audit.record(actor, {
          operation: 'POST /admin/catalog/import',
          target: 'catalog',
          after: { created: report.created, updated: report.updated, errors: report.errors.length },
        });
      }
      return answer(refused ? 422 : 200, report);
    } catch (error) {
      if (error instanceof BodyTooLarge) return tooLarge();
      // Another upload, the CLI or another engine's upload is importing into the same database.
      if (error instanceof ImportLockedError) return refuse(409, error.code, error.message);
      throw error;
    }
  };
}

/** Passes at most `maxBytes` through and fails the stream beyond, whatever the headers said. */
function atMost(maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > maxBytes ? new BodyTooLarge() : null, seen > maxBytes ? undefined : chunk);
    },
  });
}
