'use client';

import { Children, type ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { useTranslations } from 'next-intl';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';

/** A horizontally scrolling row of server-rendered cards (products carousel). */
export function Carousel({ children, label }: { children: ReactNode; label: string }) {
  const t = useTranslations('Content');
  const [ref, embla] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    slidesToScroll: 'auto',
  });
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
        <button
          type="button"
          className={arrow}
          onClick={() => embla?.scrollPrev()}
          aria-label={t('previous')}
        >
          <ChevronLeftIcon />
        </button>
        <button
          type="button"
          className={arrow}
          onClick={() => embla?.scrollNext()}
          aria-label={t('next')}
        >
          <ChevronRightIcon />
        </button>
      </div>
      <div ref={ref} className="overflow-hidden">
        <ul className="-ml-3 flex">
          {Children.map(children, (child) => (
            <li className="min-w-0 flex-[0_0_50%] pl-3 md:flex-[0_0_33.333%] desk:flex-[0_0_25%]">
              {child}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
