/**
 * `/admin/erp/stock` and `/admin/erp/prices` of the engine: the ERP's batches, POSTed as JSON
 * `{ "batch_id": "…", "lines": [ … ] }` with the shop staff key (`X-Admin-Key`). The answer says
 * per line what was applied and what was refused; the same batch id again changes nothing and
 * answers the first report.
 */
import { z } from 'zod';
import type { DatabaseHandle } from '../db/connection.ts';
import { readAdminJson } from '../engine/admin-json-body.ts';
import { logger } from '../engine/logger.ts';
import { gateAdminRequest } from '../staff/http-gate.ts';
import type { StaffService } from '../staff/staff-service.ts';
import { applyErpBatch, BatchIdReused } from './apply-batch.ts';
import { MAX_BATCH_BYTES, MAX_BATCH_LINES, type BatchKind } from './erp-lines.ts';

export const ERP_PATHS: Record<string, BatchKind> = {
  '/admin/erp/stock': 'stock',
  '/admin/erp/prices': 'prices',
};

/** A batch id names one delivery of the ERP: printable, short, no spaces. */
export const batchIdSchema = z.string().regex(/^[A-Za-z0-9._:\-/]{1,100}$/);

const batchSchema = z.strictObject({
  batch_id: batchIdSchema,
  // Lines are checked one by one (each gets its own answer), so only their number is bound here.
  lines: z.array(z.unknown()).max(MAX_BATCH_LINES),
});

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...headers, 'cache-control': 'no-store' } });
const refuse = (status: number, error: string, message: string, headers = {}) =>
  answer(status, { error, message }, headers);

export async function handleErpAdmin(
  request: Request,
  database: DatabaseHandle,
  today: () => string,
  staff: StaffService,
): Promise<Response> {
  const kind = ERP_PATHS[new URL(request.url).pathname];
  if (!kind)
    return refuse(404, 'NOT_FOUND', 'ERP batches go to /admin/erp/stock or /admin/erp/prices.');
  if (request.method !== 'POST') {
    return refuse(405, 'METHOD_NOT_ALLOWED', 'Batches are sent with POST.', { allow: 'POST' });
  }
  const actor = await gateAdminRequest(request, staff, 'erp');
  if (actor instanceof Response) return actor;
  const read = await readAdminJson(request, { maxBytes: MAX_BATCH_BYTES, multiLine: false });
  if (read instanceof Response) return read;
  const { body } = read;
  const parsed = batchSchema.safeParse(body);
  if (!parsed.success) {
    const tooMany =
      Array.isArray((body as { lines?: unknown })?.lines) &&
      (body as { lines: unknown[] }).lines.length > MAX_BATCH_LINES;
    return tooMany
      ? refuse(413, 'TOO_MANY_LINES', `A batch is at most ${MAX_BATCH_LINES} lines: split it.`)
      : refuse(
          400,
          'BAD_REQUEST',
          'Expected { "batch_id": "…" (letters, digits, . _ : - /, at most 100), "lines": [ … ] }.',
        );
  }
  try {
    const report = await applyErpBatch(database, kind, parsed.data.batch_id, parsed.data.lines, {
      today: today(),
    });
    logger.info(
      {
        batch: report.batchId,
        kind,
        applied: report.applied,
        refused: report.refused,
        replayed: report.replayed,
      },
      'ERP batch',
    );
    if (!report.replayed) {
      await staff.audit.record(actor, {
        operation: `POST /admin/erp/${kind}`,
        target: `erp-batch:${report.batchId}`,
        after: { applied: report.applied, refused: report.refused },
      });
    }
    return answer(200, report);
  } catch (error) {
    if (!(error instanceof BatchIdReused)) throw error;
    return refuse(409, 'BATCH_ID_REUSED', error.message);
  }
}
