'use client';

import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { readValidationMessage } from '@/lib/checkout/validation-message';

/** A packed validation key in the shopper's language; a text the server already translated as is. */
export function useValidationText() {
  const t = useTranslations('Validation');
  return (message: string | undefined) => {
    if (!message) return '';
    const { key, values } = readValidationMessage(message);
    const text = t(key, values);
    return text === `Validation.${key}` ? message : text;
  };
}

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  error?: string;
  /** spec §5: text inputs show 'Optional' unless required. */
  optional?: boolean;
  hint?: ReactNode;
}

export function FormField({ label, error, optional, hint, id, className, ...input }: FieldProps) {
  const text = useValidationText();
  const t = useTranslations('Validation');
  const fieldId = id ?? `field-${input.name.replace(/\./g, '-')}`;
  const message = text(error);
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="mb-1 block text-sm font-semibold">
        {label}
        {/* A real space: the label's text (and so the field's name) reads "Tussenvoegsel (Optioneel)". */}
        {optional ? <span className="font-normal text-muted"> ({t('optional')})</span> : null}
      </label>
      <input
        id={fieldId}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${fieldId}-error` : undefined}
        required={!optional}
        className="min-h-11 w-full rounded-md border border-gray-400 px-3 py-2 text-base aria-invalid:border-red-700"
        {...input}
      />
      {hint}
      {message ? (
        <p id={`${fieldId}-error`} className="mt-1 text-sm text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  const text = useValidationText();
  const shown = text(message);
  return shown ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {shown}
    </p>
  ) : null;
}
