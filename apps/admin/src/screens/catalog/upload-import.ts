/** The shop's route to the engine's catalogue import (the staff cookie goes with it). */
export const importPath = '/api/admin/catalog/import';

/** One problem of the file as the import names it (ADR 0023): spreadsheet row, column, words. */
export interface ImportIssue {
  row: number;
  column?: string;
  sku?: string;
  code: string;
  message: string;
}

/** The import's report (catalog-import/import-model.ts), the parts the screen shows. */
export interface ImportReport {
  errors: ImportIssue[];
  warnings: ImportIssue[];
  created: number;
  updated: number;
  skipped: number;
  dryRun: boolean;
  written: boolean;
}

export type UploadOutcome =
  | { kind: 'report'; status: number; report: ImportReport }
  | { kind: 'refused'; status: number }
  | { kind: 'network' };

/**
 * Sends the CSV as the request body with XMLHttpRequest, since fetch reports no upload progress.
 * `onProgress` gets the share sent (0..1); the answer is the import's report (200, or 422 when
 * errors kept it from being written) or the status it was refused with.
 */
export function uploadImport(
  file: File,
  options: { dryRun: boolean; skipErrors: boolean },
  onProgress: (share: number) => void,
  onSent: () => void,
): Promise<UploadOutcome> {
  const query = new URLSearchParams();
  if (options.dryRun) query.set('dryRun', '1');
  if (options.skipErrors) query.set('skipErrors', '1');
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${importPath}${query.size ? `?${query}` : ''}`);
    request.withCredentials = true;
    request.setRequestHeader('content-type', 'text/csv');
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.upload.onload = () => {
      onProgress(1);
      onSent();
    };
    request.onerror = () => resolve({ kind: 'network' });
    request.onload = () => {
      if (request.status === 200 || request.status === 422) {
        try {
          const report = JSON.parse(request.responseText) as ImportReport;
          if (Array.isArray(report.errors)) {
            resolve({ kind: 'report', status: request.status, report });
            return;
          }
        } catch {
          // Not the import's answer: treated as a refusal below.
        }
      }
      resolve({ kind: 'refused', status: request.status });
    };
    request.send(file);
  });
}
