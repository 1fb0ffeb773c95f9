import type { Columns } from '../convert-fields';

// Full class names, so Tailwind finds them: a grid's columns per width, by count (1 to 6).
export const gridCols = {
  mobile: [
    '',
    'grid-cols-1',
    'grid-cols-2',
    'grid-cols-3',
    'grid-cols-4',
    'grid-cols-5',
    'grid-cols-6',
  ],
  tablet: [
    '',
    'md:grid-cols-1',
    'md:grid-cols-2',
    'md:grid-cols-3',
    'md:grid-cols-4',
    'md:grid-cols-5',
    'md:grid-cols-6',
  ],
  desktop: [
    '',
    'desk:grid-cols-1',
    'desk:grid-cols-2',
    'desk:grid-cols-3',
    'desk:grid-cols-4',
    'desk:grid-cols-5',
    'desk:grid-cols-6',
  ],
};

/** A `grid gap-4` with the given columns on phones, tablets and desktops. */
export function columnsGrid(columns: Columns): string {
  return `grid gap-4 ${gridCols.mobile[columns.mobile]} ${gridCols.tablet[columns.tablet]} ${gridCols.desktop[columns.desktop]}`;
}
