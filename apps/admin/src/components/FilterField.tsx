import { useId, type ReactNode } from 'react';

/** The look of a list screen's filter inputs and selects (and of small inputs in tables). */
export const inputClass =
  'min-h-10 rounded border border-slate-400 bg-white px-3 py-2 outline-none focus-visible:ring-2 focus-visible:ring-blue-600';

/**
 * A labelled filter of a list screen: the label, the control the screen renders with the id and
 * hint id it is given (an input, a select), and the hint tied to it for screen readers.
 */
export function FilterField({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: string;
  children: (id: string, hintId: string | undefined) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children(id, hintId)}
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}
