import { Children, type ReactNode } from 'react';
import { ArrowBarControls } from './arrow-bar-controls';

/**
 * A row of server-rendered cards (products carousel) that scrolls natively until embla, loaded
 * on its own, takes it over; its arrows sit in a bar above the track.
 */
export function Carousel({
  id,
  children,
  label,
  previous,
  next,
}: {
  id: string;
  children: ReactNode;
  label: string;
  previous: string;
  next: string;
}) {
  const viewportId = `${id}-viewport`;
  return (
    <div
      id={id}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className="relative"
      data-testid="products-carousel"
    >
      {/* The buttons' row keeps its height while their code loads: nothing below moves. */}
      <div className="mb-3 h-11">
        <ArrowBarControls
          viewportId={viewportId}
          activeMobile
          activeDesktop
          previous={previous}
          next={next}
        />
      </div>
      <div
        id={viewportId}
        className="snap-x snap-mandatory overflow-x-auto pb-2 [scrollbar-width:thin] data-[embla]:snap-none data-[embla]:overflow-hidden"
      >
        <ul className="-ml-3 flex">
          {Children.map(children, (child) => (
            <li className="min-w-0 shrink-0 grow-0 basis-1/2 snap-start pl-3 md:basis-1/3 desk:basis-1/4">
              {child}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
