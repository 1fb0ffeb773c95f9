import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/Button';
import { ErrorNotice } from '@/components/ErrorNotice';
import { PageHeader } from '@/components/PageHeader';
import { Loading } from '@/components/StateNotices';
import {
  AdminContentDocumentDocument,
  AdminSaveContentDocumentDocument,
  type AdminContentDocumentFieldsFragment,
} from '@/generated/graphql';
import { adminRequest, AdminRequestError } from '@/lib/admin-client';
import { useMessages } from '@/lib/i18n';
import { contentListKey } from './ContentList';
import { DocumentForm } from './DocumentForm';
import { compactText, fitsOneRequest, parseText, textProblems } from './document-fields';
import { contentMessages } from './messages';

const documentKey = (path: string) => ['adminContentDocument', path] as const;

/** One document: its common fields as a form, the whole of it as JSON, and its preview links. */
export function DocumentEditor() {
  const t = useMessages(contentMessages);
  const path = useParams()['*'] ?? '';
  const query = useQuery({
    queryKey: documentKey(path),
    queryFn: async () =>
      (await adminRequest(AdminContentDocumentDocument, { path })).adminContentDocument,
  });

  const back = (
    <Link to="/content" className="text-blue-700 underline">
      {t('back')}
    </Link>
  );
  if (query.isPending) return <Loading />;
  if (query.error) {
    return (
      <>
        <PageHeader title={t('title')} actions={back} />
        <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  }
  if (!query.data) {
    return (
      <>
        <PageHeader title={t('title')} actions={back} />
        <p>{t('notFound', { path })}</p>
      </>
    );
  }
  return (
    <Editor
      key={query.data.path}
      stored={query.data}
      back={back}
      onReload={() => void query.refetch()}
    />
  );
}

function Editor({
  stored,
  back,
  onReload,
}: {
  stored: AdminContentDocumentFieldsFragment;
  back: ReactNode;
  onReload(): void;
}) {
  const t = useMessages(contentMessages);
  const client = useQueryClient();
  const jsonId = useId();
  const [text, setText] = useState(stored.text);
  // The stored state this edit started from: a save names its version, so the engine refuses
  // it when someone else saved in between, instead of silently undoing their change.
  const [base, setBase] = useState({ text: stored.text, version: stored.version });
  const [savedNow, setSavedNow] = useState(false);
  const adopt = (document: { text: string; version: string }) => {
    setBase({ text: document.text, version: document.version });
    setText(document.text);
  };
  // The stored document was read again and differs (changed elsewhere): untouched, show it.
  if (stored.text !== base.text && text === base.text) adopt(stored);
  const changed = text !== stored.text;
  const problems = useMemo(
    () => textProblems(stored.path, text, stored.kind),
    [stored.path, stored.kind, text],
  );
  const parsed = useMemo(() => parseText(text), [text]);
  const fits = useMemo(() => fitsOneRequest(text), [text]);
  const valid = problems.json === null && problems.all.length === 0;

  const save = useMutation({
    mutationFn: async () =>
      (
        await adminRequest(AdminSaveContentDocumentDocument, {
          input: { path: stored.path, text: compactText(text), version: base.version },
        })
      ).adminSaveContentDocument,
    onSuccess: (saved) => {
      // The engine's own layout of what was saved (keys in the schema's order, defaults added).
      adopt(saved);
      client.setQueryData(documentKey(stored.path), saved);
      void client.invalidateQueries({ queryKey: contentListKey });
      setSavedNow(true);
    },
  });

  const edit = (next: string) => {
    setText(next);
    setSavedNow(false);
    save.reset();
  };

  return (
    <>
      <PageHeader title={t('editTitle', { title: stored.title })} actions={back} />
      <p className="mb-4 font-mono text-sm text-slate-700">{stored.path}</p>

      {stored.kind === 'PAGE' && <PreviewLinks links={stored.preview_links} />}

      {stored.problem && (
        <p className="mb-4 rounded border border-amber-400 bg-amber-50 p-3 text-amber-900">
          {t('storedProblem', {
            path: stored.problem.json_path || stored.path,
            message: stored.problem.message,
          })}
        </p>
      )}

      <form
        aria-label={t('editTitle', { title: stored.title })}
        onSubmit={(event) => {
          event.preventDefault();
          if (valid && changed && fits) save.mutate();
        }}
      >
        {stored.kind !== 'LAYOUT' && (
          <DocumentForm
            kind={stored.kind}
            document={parsed.ok ? parsed.value : null}
            errors={problems.byField}
            onChange={edit}
          />
        )}

        <div className="mb-3 flex flex-col gap-1">
          <label htmlFor={jsonId} className="text-sm font-medium">
            {t('json')}
          </label>
          <p id={`${jsonId}-hint`} className="text-xs text-slate-600">
            {t('jsonHint')}
          </p>
          <textarea
            id={jsonId}
            value={text}
            onChange={(event) => edit(event.target.value)}
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
            rows={24}
            aria-invalid={valid ? undefined : true}
            aria-describedby={`${jsonId}-hint ${jsonId}-problems`}
            className="min-h-64 w-full rounded border border-slate-400 bg-white p-3 font-mono text-xs leading-5 outline-none focus-visible:ring-2 focus-visible:ring-blue-600 aria-invalid:border-red-600"
          />
        </div>

        <div id={`${jsonId}-problems`} className="mb-4">
          {problems.json !== null ? (
            <p className="text-sm text-red-700">{t('invalidJson', { message: problems.json })}</p>
          ) : problems.all.length > 0 ? (
            <>
              <p className="text-sm font-medium text-red-700">{t('problems')}</p>
              <ul className="list-disc pl-5 text-sm text-red-700">
                {problems.all.slice(0, 20).map((problem, index) => (
                  <li key={`${problem.path}-${index}`}>
                    {problem.path
                      ? t('problemAt', { path: problem.path, message: problem.message })
                      : t('problemWhole', { message: problem.message })}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="text-sm text-green-800">{t('valid')}</p>
          )}
          {!fits && <p className="mt-2 text-sm text-red-700">{t('tooLarge')}</p>}
        </div>

        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="submit"
            look="primary"
            isDisabled={!valid || !changed || !fits || save.isPending}
          >
            {save.isPending ? t('saving') : t('save')}
          </Button>
          <Button
            type="button"
            isDisabled={!changed}
            onPress={() => {
              adopt(stored);
              setSavedNow(false);
              save.reset();
            }}
          >
            {t('reset')}
          </Button>
          <span className="text-sm text-slate-600">
            {changed ? t('publishes') : t('unchanged')}
          </span>
        </div>
        <div role="status" aria-live="polite" className="mt-3">
          {savedNow && !changed && <p className="text-green-800">{t('saved')}</p>}
        </div>
        {save.error && <SaveRefusal error={save.error} onReload={onReload} />}
      </form>
    </>
  );
}

/** The engine's refusal: what to do by its reason, and where in the document. */
function SaveRefusal({ error, onReload }: { error: unknown; onReload(): void }) {
  const t = useMessages(contentMessages);
  const reason = error instanceof AdminRequestError ? error.extensions.reason : undefined;
  if (reason === 'DOCUMENT_CHANGED') {
    // Someone saved meanwhile: this edit keeps its text; reading again brings theirs in (an
    // untouched editor takes it, a changed one keeps the staff member's own until undone).
    return (
      <div role="alert" className="my-3 rounded border border-red-300 bg-red-50 p-3 text-red-900">
        <p className="font-medium">{t('refused')}</p>
        <p>{t('reason.DOCUMENT_CHANGED')}</p>
        <button type="button" className="mt-2 underline" onClick={onReload}>
          {t('reload')}
        </button>
      </div>
    );
  }
  if (!(error instanceof AdminRequestError) || error.code !== 'BAD_USER_INPUT' || !reason) {
    return <ErrorNotice error={error} />;
  }
  const at = typeof error.extensions.json_path === 'string' ? error.extensions.json_path : '';
  const known = [
    'UNKNOWN_DOCUMENT_PATH',
    'DOCUMENT_TOO_LARGE',
    'INVALID_JSON',
    'INVALID_DOCUMENT',
    'DOCUMENT_NAME_MISMATCH',
    'CONTROL_CHARACTER',
    'DOCUMENT_CONFLICT',
  ] as const;
  const key = known.find((candidate) => candidate === reason);
  return (
    <div role="alert" className="my-3 rounded border border-red-300 bg-red-50 p-3 text-red-900">
      <p className="font-medium">{t('refused')}</p>
      {key && <p>{t(`reason.${key}`)}</p>}
      <p>
        {at
          ? t('problemAt', { path: at, message: error.message })
          : t('problemWhole', { message: error.message })}
      </p>
    </div>
  );
}

function PreviewLinks({ links }: { links: AdminContentDocumentFieldsFragment['preview_links'] }) {
  const t = useMessages(contentMessages);
  return (
    <section
      aria-labelledby="preview-links"
      className="mb-4 rounded border border-slate-300 bg-white p-3"
    >
      <h2 id="preview-links" className="mb-1 font-semibold">
        {t('preview')}
      </h2>
      {links.length === 0 ? (
        <p className="text-sm text-slate-700">{t('previewNone')}</p>
      ) : (
        <>
          <ul className="flex flex-wrap gap-4">
            {links.map((link) => (
              <li key={link.locale}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-blue-700 underline"
                >
                  {t('previewIn', { locale: link.locale.toUpperCase() })}
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-1 text-xs text-slate-600">{t('previewNewWindow')}</p>
        </>
      )}
    </section>
  );
}
