'use client';

import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { useValidationText } from '@/components/checkout/form-field';
import { EyeIcon, EyeOffIcon } from '@/components/ui/icons';

interface PasswordProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  name: string;
  id: string;
  label: string;
  error?: string;
  /** A hint under the field (the password rule), read with the field. */
  hint?: ReactNode;
}

/**
 * A password input with a show/hide button (spec §4 forms). The error is tied to the input with
 * aria-describedby, as the other form fields do.
 */
export function PasswordField({ label, error, hint, id, ...input }: PasswordProps) {
  const t = useTranslations('Auth');
  const text = useValidationText();
  const [shown, setShown] = useState(false);
  const message = text(error);
  const described = [hint ? `${id}-hint` : null, message ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          aria-invalid={message ? true : undefined}
          aria-describedby={described || undefined}
          required
          className="min-h-11 w-full rounded-md border border-gray-400 py-2 pr-12 pl-3 text-base aria-invalid:border-red-700"
          {...input}
        />
        <button
          type="button"
          onClick={() => setShown((value) => !value)}
          aria-label={shown ? t('hidePassword') : t('showPassword')}
          aria-controls={id}
          className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-md text-muted hover:text-brand"
        >
          {shown ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
        </button>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** A form's general answer: an error (alert) or a confirmation (status). */
export function FormNotice({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  return kind === 'error' ? (
    <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-sm text-red-800">
      {children}
    </p>
  ) : (
    <p
      role="status"
      className="rounded-md border border-success bg-green-50 p-3 text-sm text-green-900"
      data-testid="auth-success"
    >
      {children}
    </p>
  );
}
