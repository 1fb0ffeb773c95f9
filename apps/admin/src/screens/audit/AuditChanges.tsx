import { useMessages } from '@/lib/i18n';
import { changedFields, prettyJson } from './audit-diff';
import { auditMessages } from './messages';

/**
 * What one entry changed, folded away until asked for: the changed fields side by side when both
 * states are objects, otherwise (a cut state, a list) both states whole as JSON.
 */
export function AuditChanges({ before, after }: { before: string | null; after: string | null }) {
  const t = useMessages(auditMessages);
  if (before === null && after === null) return <span className="text-slate-600">—</span>;
  const fields = changedFields(before, after);
  return (
    <details className="max-w-xl">
      <summary className="cursor-pointer text-blue-700 underline outline-none focus-visible:ring-2 focus-visible:ring-blue-600">
        {t('showChanges')}
      </summary>
      {fields === null ? (
        <div className="mt-2 grid grid-cols-1 gap-2 lg:grid-cols-2">
          <JsonBlock label={t('before')} text={prettyJson(before)} />
          <JsonBlock label={t('after')} text={prettyJson(after)} />
        </div>
      ) : fields.length === 0 ? (
        <p className="mt-2 text-slate-600">{t('nothingChanged')}</p>
      ) : (
        <table className="mt-2 w-full border-collapse text-xs">
          <caption className="sr-only">{t('changes')}</caption>
          <thead>
            <tr className="text-left">
              <th scope="col" className="border-b border-slate-300 px-2 py-1">
                {t('field')}
              </th>
              <th scope="col" className="border-b border-slate-300 px-2 py-1">
                {t('before')}
              </th>
              <th scope="col" className="border-b border-slate-300 px-2 py-1">
                {t('after')}
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((change) => (
              <tr key={change.field}>
                <th scope="row" className="px-2 py-1 text-left font-mono font-normal">
                  {change.field}
                </th>
                <td className="bg-red-50 px-2 py-1 font-mono break-all text-red-900">
                  {change.before ?? '—'}
                </td>
                <td className="bg-green-50 px-2 py-1 font-mono break-all text-green-900">
                  {change.after ?? '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </details>
  );
}

function JsonBlock({ label, text }: { label: string; text: string }) {
  return (
    <figure>
      <figcaption className="text-xs font-medium">{label}</figcaption>
      <pre
        tabIndex={0}
        className="max-h-64 overflow-auto rounded border border-slate-300 bg-slate-50 p-2 text-xs"
      >
        {text}
      </pre>
    </figure>
  );
}
