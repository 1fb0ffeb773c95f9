import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';

/** A labelled native select for react-hook-form's `register`, its error tied to it. */
export const SelectField = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & {
    label: string;
    error?: string;
    hint?: string;
    children: ReactNode;
  }
>(function SelectField({ label, error, hint, className = '', children, ...select }, ref) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`mb-3 flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="min-h-10 rounded border border-slate-400 bg-white px-3 py-2 outline-none focus-visible:ring-2 focus-visible:ring-blue-600 aria-invalid:border-red-600"
        {...select}
      >
        {children}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
});
