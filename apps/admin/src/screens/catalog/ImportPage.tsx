import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/Button';
import { PageHeader } from '@/components/PageHeader';
import { useMessages } from '@/lib/i18n';
import { catalogMessages } from './messages';
import { uploadImport, type ImportIssue, type UploadOutcome } from './upload-import';
import { ScrollRegion } from '@/components/ScrollRegion';

type Phase = 'idle' | 'uploading' | 'importing' | 'done';
type Refusal = 'upload.401' | 'upload.403' | 'upload.409' | 'upload.413' | 'upload.415';
const refusals: Record<number, Refusal> = {
  401: 'upload.401',
  403: 'upload.403',
  409: 'upload.409',
  413: 'upload.413',
  415: 'upload.415',
};

/**
 * Upload of a Magento product CSV: a progress bar while it is sent, then the import's summary
 * and its errors per row (spreadsheet row, column, message) to correct in the file.
 */
export function ImportPage() {
  const t = useMessages(catalogMessages);
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [missingFile, setMissingFile] = useState(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState(0);
  const [outcome, setOutcome] = useState<UploadOutcome | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (!file) {
      setMissingFile(true);
      return;
    }
    setMissingFile(false);
    setOutcome(null);
    setProgress(0);
    setPhase('uploading');
    const answer = await uploadImport(
      file,
      { dryRun: form.get('dryRun') === 'on', skipErrors: form.get('skipErrors') === 'on' },
      setProgress,
      () => setPhase('importing'),
    );
    setOutcome(answer);
    setPhase('done');
  };

  const busy = phase === 'uploading' || phase === 'importing';
  return (
    <>
      <PageHeader
        title={t('importTitle')}
        actions={
          <Link to="/catalog" className="text-blue-700 underline">
            {t('backToList')}
          </Link>
        }
      />
      <p className="mb-4 max-w-3xl">{t('importIntro')}</p>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="mb-4 flex max-w-3xl flex-col gap-3 rounded border border-slate-300 bg-white p-4"
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={fileId} className="text-sm font-medium">
            {t('file')}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={`${fileId}-hint${missingFile ? ` ${fileId}-error` : ''}`}
            aria-invalid={missingFile || undefined}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="rounded border border-slate-400 p-2"
          />
          <span id={`${fileId}-hint`} className="text-xs text-slate-600">
            {t('fileHint')}
          </span>
          {missingFile && (
            <span id={`${fileId}-error`} className="text-sm text-red-700">
              {t('noFile')}
            </span>
          )}
        </div>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="dryRun" className="size-5" />
          {t('dryRun')}
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="skipErrors" className="size-5" />
          {t('skipErrors')}
        </label>
        <div>
          <Button type="submit" look="primary" isDisabled={busy}>
            {busy ? t('uploading') : t('upload')}
          </Button>
        </div>
        {phase !== 'idle' && (
          <div className="flex flex-col gap-1">
            <label htmlFor={`${fileId}-progress`} className="text-sm font-medium">
              {t('progress')}
            </label>
            <progress
              id={`${fileId}-progress`}
              max={100}
              value={Math.round(progress * 100)}
              className="h-3 w-full"
            >
              {Math.round(progress * 100)} %
            </progress>
            {phase === 'importing' && (
              <p role="status" className="text-sm text-slate-700">
                {t('importing')}
              </p>
            )}
          </div>
        )}
      </form>
      {outcome && <ImportOutcome outcome={outcome} />}
    </>
  );
}

function ImportOutcome({ outcome }: { outcome: UploadOutcome }) {
  const t = useMessages(catalogMessages);
  if (outcome.kind === 'network') {
    return <Notice tone="error">{t('upload.network')}</Notice>;
  }
  if (outcome.kind === 'refused') {
    const key = refusals[outcome.status];
    return (
      <Notice tone="error">{key ? t(key) : t('upload.other', { status: outcome.status })}</Notice>
    );
  }
  const { report } = outcome;
  const summary = report.written
    ? t('resultWritten')
    : report.errors.length > 0 && outcome.status === 422
      ? t('resultRefused')
      : t('resultChecked');
  return (
    <section aria-labelledby="import-result" className="max-w-5xl">
      <h2 id="import-result" className="sr-only">
        {t('importTitle')}
      </h2>
      <Notice tone={outcome.status === 422 ? 'error' : 'ok'}>{summary}</Notice>
      <ul className="mb-4 text-sm">
        <li>{t('created', { count: report.created })}</li>
        <li>{t('updated', { count: report.updated })}</li>
        <li>{t('skipped', { count: report.skipped })}</li>
      </ul>
      <IssueTable title={t('rowErrors')} issues={report.errors} />
      <IssueTable title={t('rowWarnings')} issues={report.warnings} />
    </section>
  );
}

function IssueTable({ title, issues }: { title: string; issues: ImportIssue[] }) {
  const t = useMessages(catalogMessages);
  if (issues.length === 0) return null;
  return (
    <ScrollRegion label={title} className="mb-4 rounded border border-slate-300 bg-white">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="p-2 text-left font-medium">{title}</caption>
        <thead className="bg-slate-100">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t('row')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('column')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('sku')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('message')}
            </th>
          </tr>
        </thead>
        <tbody>
          {issues.map((issue, index) => (
            <tr key={`${issue.row}-${issue.column}-${index}`} className="border-t border-slate-200">
              <td className="px-3 py-2">{issue.row}</td>
              <td className="px-3 py-2 font-mono">{issue.column ?? '–'}</td>
              <td className="px-3 py-2 font-mono">{issue.sku ?? '–'}</td>
              <td className="px-3 py-2">{issue.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function Notice({ tone, children }: { tone: 'ok' | 'error'; children: React.ReactNode }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`mb-3 rounded border p-3 ${tone === 'error' ? 'border-red-300 bg-red-50 text-red-900' : 'border-green-300 bg-green-50 text-green-900'}`}
    >
      {children}
    </p>
  );
}
