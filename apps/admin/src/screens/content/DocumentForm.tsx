import { useId } from 'react';
import { TextField } from '@/components/TextField';
import { useMessages } from '@/lib/i18n';
import {
  documentFields,
  fieldValue,
  withField,
  type ContentKind,
  type DocumentField,
} from './document-fields';
import { contentMessages } from './messages';

type FieldKey = DocumentField['key'];
const hints: Partial<Record<FieldKey, 'hint.urlKey' | 'hint.dateTime' | 'hint.title'>> = {
  urlKey: 'hint.urlKey',
  startDate: 'hint.dateTime',
  endDate: 'hint.dateTime',
  title: 'hint.title',
};

/**
 * The common fields of a page, deal or store. Each field writes the whole document back as
 * text (document-fields.ts), so the JSON editor below always shows what will be saved; an error
 * at a field's JSON path is shown at the field.
 */
export function DocumentForm({
  kind,
  document,
  errors,
  onChange,
}: {
  kind: ContentKind;
  /** The parsed document, or null while the JSON does not parse. */
  document: unknown;
  errors: Record<string, string>;
  onChange(text: string): void;
}) {
  const t = useMessages(contentMessages);
  const headingId = useId();
  const fields = documentFields[kind];
  return (
    <fieldset
      aria-labelledby={headingId}
      className="mb-4 rounded border border-slate-300 bg-white p-4"
      disabled={document === null}
    >
      <legend id={headingId} className="px-1 font-semibold">
        {t('form')}
      </legend>
      <p className="mb-3 text-xs text-slate-600">
        {document === null ? t('formUnavailable') : t('formHint')}
      </p>
      <div className="grid grid-cols-1 gap-x-4 md:grid-cols-2">
        {fields.map((field) => {
          const label = t(`field.${field.key}` as Parameters<typeof t>[0]);
          const value = fieldValue(document, field);
          const error = errors[field.key];
          if (field.input === 'checkbox') {
            return (
              <CheckboxField
                key={field.key}
                label={label}
                checked={value === true}
                error={error}
                onChange={(checked) => onChange(withField(document, field, checked))}
              />
            );
          }
          if (field.input === 'long-text') {
            return (
              <LongTextField
                key={field.key}
                label={label}
                value={String(value)}
                error={error}
                onChange={(text) => onChange(withField(document, field, text))}
              />
            );
          }
          const hint = hints[field.key];
          return (
            <TextField
              key={field.key}
              label={label}
              type={field.input === 'email' ? 'email' : 'text'}
              value={String(value)}
              error={error}
              hint={hint ? t(hint) : undefined}
              onChange={(event) => onChange(withField(document, field, event.target.value))}
            />
          );
        })}
      </div>
    </fieldset>
  );
}

function CheckboxField({
  label,
  checked,
  error,
  onChange,
}: {
  label: string;
  checked: boolean;
  error?: string;
  onChange(checked: boolean): void;
}) {
  const id = useId();
  return (
    <div className="mb-3 flex flex-col gap-1">
      <div className="flex min-h-10 items-center gap-2">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="size-5 accent-slate-900"
        />
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function LongTextField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error?: string;
  onChange(text: string): void;
}) {
  const id = useId();
  return (
    <div className="mb-3 flex flex-col gap-1 md:col-span-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        rows={3}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="rounded border border-slate-400 bg-white px-3 py-2 outline-none focus-visible:ring-2 focus-visible:ring-blue-600 aria-invalid:border-red-600"
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
