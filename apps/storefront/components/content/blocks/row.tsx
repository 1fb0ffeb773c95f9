import { Children, type ReactNode } from 'react';
import type { Columns } from '../convert-fields';
import { ArrowBarControls } from './arrow-bar-controls';
import { columnsGrid, gridCols } from './grid-columns';

// A sliding row shows its columns' count of slides at once (a peek of the next on phones).
const basis = {
  mobile: ['', 'basis-[85%]', 'basis-[46%]', 'basis-[31%]', 'basis-1/4', 'basis-1/5', 'basis-1/6'],
  tablet: [
    '',
    'md:basis-full',
    'md:basis-1/2',
    'md:basis-1/3',
    'md:basis-1/4',
    'md:basis-1/5',
    'md:basis-1/6',
  ],
  desktop: [
    '',
    'desk:basis-full',
    'desk:basis-1/2',
    'desk:basis-1/3',
    'desk:basis-1/4',
    'desk:basis-1/5',
    'desk:basis-1/6',
  ],
};

interface Props {
  id: string;
  title?: string | undefined;
  fullWidth: boolean;
  options: { horizontal: boolean; slideMobile: boolean; slideDesktop: boolean; columns: Columns };
  labels: { region: string; previous: string; next: string };
  children: ReactNode;
}

/**
 * spec §3 row: `contained` (the page's width, the default) or `full-width`; its columns per width
 * (default 1); `horizontal` keeps the columns on one line that scrolls sideways; slideMobile and
 * slideDesktop make it a carousel (embla) below and from the desktop width.
 */
export function RowView({ id, title, fullWidth, options, labels, children }: Props) {
  const { columns } = options;
  const sliding = options.slideMobile || options.slideDesktop;
  const heading = title ? <h2 className="mb-4 text-2xl font-bold text-brand">{title}</h2> : null;
  const frame = fullWidth ? 'mb-6' : 'container-shop my-8';

  if (!sliding) {
    const layout = options.horizontal
      ? 'grid auto-cols-[minmax(16rem,1fr)] grid-flow-col gap-4 overflow-x-auto pb-2'
      : columnsGrid(columns);
    return (
      <section className={frame} aria-label={title}>
        {heading}
        <div className={layout}>{children}</div>
      </section>
    );
  }

  // Where the row does not slide, its track wraps into the columns' grid instead.
  const mobileTrack = options.slideMobile
    ? 'flex gap-4'
    : `grid gap-4 ${gridCols.mobile[columns.mobile]} ${gridCols.tablet[columns.tablet]}`;
  const desktopTrack = options.slideDesktop
    ? 'desk:flex'
    : `desk:grid ${gridCols.desktop[columns.desktop]}`;
  const slide = [
    'min-w-0',
    options.slideMobile
      ? `shrink-0 grow-0 snap-start ${basis.mobile[columns.mobile]} ${basis.tablet[columns.tablet]}`
      : '',
    options.slideDesktop
      ? `desk:shrink-0 desk:grow-0 desk:snap-start ${basis.desktop[columns.desktop]}`
      : 'desk:basis-auto',
  ].join(' ');
  const viewportId = `row-${id}-viewport`;
  return (
    <section
      className={frame}
      aria-roledescription="carousel"
      aria-label={labels.region}
      data-testid="row-carousel"
    >
      <div className="mb-3 flex min-h-11 items-end justify-between gap-4">
        {heading ?? <span />}
        <ArrowBarControls
          viewportId={viewportId}
          activeMobile={options.slideMobile}
          activeDesktop={options.slideDesktop}
          previous={labels.previous}
          next={labels.next}
        />
      </div>
      <div
        id={viewportId}
        className={`pb-2 data-[embla]:snap-none data-[embla]:overflow-hidden ${options.slideMobile ? 'snap-x snap-mandatory overflow-x-auto' : ''} ${options.slideDesktop ? 'desk:snap-x desk:snap-mandatory desk:overflow-x-auto' : 'desk:overflow-visible'}`}
      >
        <div className={`${mobileTrack} ${desktopTrack}`}>
          {Children.map(children, (child) => (
            <div className={slide}>{child}</div>
          ))}
        </div>
      </div>
    </section>
  );
}
