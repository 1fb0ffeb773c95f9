import type { ReactNode } from 'react';

/**
 * A box that scrolls sideways when a table is wider than the screen. It is a named region in the
 * tab order, so keyboard users can reach it and scroll it with the arrow keys (axe
 * `scrollable-region-focusable`); the page itself never scrolls sideways.
 */
export function ScrollRegion({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`max-w-full overflow-x-auto outline-none focus-visible:ring-2 focus-visible:ring-blue-700 ${className}`}
    >
      {children}
    </div>
  );
}
