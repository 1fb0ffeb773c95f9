'use client';

import { Children, useRef, type ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';

/**
 * A horizontally scrolling row of server-rendered cards (products carousel): native scroll-snap,
 * with buttons that page by the visible width.
 */
export function Carousel({
  children,
  label,
  previous,
  next,
}: {
  children: ReactNode;
  label: string;
  previous: string;
  next: string;
}) {
  const trackRef = useRef<HTMLUListElement>(null);
  const page = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (track) track.scrollBy({ left: direction * track.clientWidth, behavior: 'smooth' });
  };
  const arrow =
    'inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-brand hover:bg-brand-light';
  return (
    <div
      aria-roledescription="carousel"
      aria-label={label}
      className="relative"
      data-testid="products-carousel"
    >
      <div className="mb-3 flex justify-end gap-2">
        <button type="button" className={arrow} onClick={() => page(-1)} aria-label={previous}>
          <ChevronLeftIcon />
        </button>
        <button type="button" className={arrow} onClick={() => page(1)} aria-label={next}>
          <ChevronRightIcon />
        </button>
      </div>
      <ul
        ref={trackRef}
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
