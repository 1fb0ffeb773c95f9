'use client';

import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';

const arrow =
  'inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-brand hover:bg-brand-light';

/** The products carousel's buttons: they page the server-rendered track by its visible width. */
export function CarouselButtons({
  trackId,
  previous,
  next,
}: {
  trackId: string;
  previous: string;
  next: string;
}) {
  const page = (direction: 1 | -1) => {
    const track = document.getElementById(trackId);
    if (track) track.scrollBy({ left: direction * track.clientWidth, behavior: 'smooth' });
  };
  return (
    <>
      <button type="button" className={arrow} onClick={() => page(-1)} aria-label={previous}>
        <ChevronLeftIcon />
      </button>
      <button type="button" className={arrow} onClick={() => page(1)} aria-label={next}>
        <ChevronRightIcon />
      </button>
    </>
  );
}
