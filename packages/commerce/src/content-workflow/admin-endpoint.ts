/**
 * `/admin/content` of the engine: the content workflow against a running shop, whose embedded
 * database no other process may open. GET answers every document (export); POST takes documents
 * and imports them all or none (import). Shop staff only (`X-Admin-Key`), bounded body.
 */
import { z } from 'zod';
import type { DatabaseHandle } from '../db/connection.ts';
import { readAdminJson } from '../engine/admin-json-body.ts';
import { logger } from '../engine/logger.ts';
import { gateAdminRequest } from '../staff/http-gate.ts';
import type { StaffService } from '../staff/staff-service.ts';
import {
  DocumentError,
  exportDocuments,
  importBounds,
  importDocuments,
} from './content-documents.ts';

/** The import's body: each file's path below the export directory and its text, unparsed. */
export const importRequestSchema = z.strictObject({
  documents: z
    .array(
      z.strictObject({
        path: z.string().min(1).max(importBounds.maxPathLength),
        text: z.string(),
      }),
    )
    .max(importBounds.maxFiles),
});
export type ImportRequest = z.infer<typeof importRequestSchema>;

/** The answers of the endpoint, as the CLI reads them. */
export type ImportAnswer =
  | { imported: Record<string, number> }
  | { error: 'INVALID_DOCUMENT'; file: string; path: string; message: string }
  | { error: string; message: string };
export interface ExportAnswer {
  documents: { path: string; text: string }[];
  /** Stored documents the schema refuses (an import of the export would refuse them too). */
  problems: string[];
}

const answer = (status: number, body: ImportAnswer | ExportAnswer, headers = {}) =>
  Response.json(body, { status, headers: { ...headers, 'cache-control': 'no-store' } });
const refuse = (status: number, error: string, message: string, headers = {}) =>
  answer(status, { error, message }, headers);

export async function handleContentAdmin(
  request: Request,
  database: DatabaseHandle,
  staff: StaffService,
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'POST') {
    return refuse(405, 'METHOD_NOT_ALLOWED', 'GET exports, POST imports.', { allow: 'GET, POST' });
  }
  const actor = await gateAdminRequest(request, staff, 'content');
  if (actor instanceof Response) return actor;

  if (request.method === 'GET') {
    const { files, problems } = await exportDocuments(database);
    return answer(200, {
      documents: files,
      problems: problems.map((problem) => problem.message),
    });
  }

  // Document files are multi-line text; the documents' own values are checked on import.
  const read = await readAdminJson(request, {
    maxBytes: importBounds.maxBodyBytes,
    multiLine: true,
  });
  if (read instanceof Response) return read;
  const { body } = read;
  const parsed = importRequestSchema.safeParse(body);
  if (!parsed.success) {
    return refuse(
      400,
      'BAD_REQUEST',
      `Expected { documents: [{ path, text }] } with at most ${importBounds.maxFiles} documents.`,
    );
  }
  try {
    const imported = await importDocuments(database, parsed.data.documents);
    logger.info({ imported }, 'content imported');
    // After the import's own all-or-nothing transaction (ADR 0028).
    await staff.audit.record(actor, {
      operation: 'POST /admin/content',
      target: 'content',
      after: { imported, paths: parsed.data.documents.map((document) => document.path) },
    });
    return answer(200, { imported });
  } catch (error) {
    if (!(error instanceof DocumentError)) throw error;
    return answer(422, {
      error: 'INVALID_DOCUMENT',
      file: error.file,
      path: error.path,
      message: error.message,
    });
  }
}
