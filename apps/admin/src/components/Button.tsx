import { Button as AriaButton, type ButtonProps } from 'react-aria-components';

const looks = {
  primary: 'bg-slate-900 text-white hover:bg-slate-700',
  secondary: 'border border-slate-400 bg-white text-slate-900 hover:bg-slate-100',
  danger: 'bg-red-700 text-white hover:bg-red-800',
} as const;

/** React Aria's button (press, keyboard, focus ring) in the back office's three looks. */
export function Button({
  look = 'secondary',
  className = '',
  ...props
}: ButtonProps & { look?: keyof typeof looks; className?: string }) {
  return (
    <AriaButton
      {...props}
      className={`inline-flex min-h-10 items-center justify-center rounded px-4 py-2 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 ${looks[look]} ${className}`}
    />
  );
}
