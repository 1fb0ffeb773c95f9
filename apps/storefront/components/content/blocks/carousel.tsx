import { Children, type ReactNode } from 'react';
import { CarouselButtons } from './interactive-blocks';

/**
 * A horizontally scrolling row of server-rendered cards (products carousel): native scroll-snap,
 * with buttons, loaded on their own, that page by the visible width.
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
  const trackId = `${id}-track`;
  return (
    <div
      id={id}
      aria-roledescription="carousel"
      aria-label={label}
      className="relative"
      data-testid="products-carousel"
    >
      {/* The buttons' row keeps its height while their code loads: nothing below moves. */}
      <div className="mb-3 flex h-11 justify-end gap-2">
        <CarouselButtons trackId={trackId} previous={previous} next={next} />
      </div>
      <ul
        id={trackId}
        className="-ml-3 flex snap-x snap-mandatory overflow-x-auto pb-2 [scrollbar-width:thin]"
      >
        {Children.map(children, (child) => (
          <li className="min-w-0 shrink-0 basis-1/2 snap-start pl-3 md:basis-1/3 desk:basis-1/4">
            {child}
          </li>
        ))}
      </ul>
    </div>
  );
}
