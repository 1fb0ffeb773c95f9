'use client';

import { useCallback, useEffect, useState } from 'react';

/**
 * Slide state for a scroll-snap track (found by its id: the server renders it): the browser does
 * the scrolling and swiping (no layout work in JavaScript at start-up); this hook only follows
 * the selected slide and moves to one.
 */
export function useScrollSlides(trackId: string, count: number, { loop }: { loop: boolean }) {
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    const track = document.getElementById(trackId);
    if (!track) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const width = track.clientWidth || 1;
        setSelected(Math.min(count - 1, Math.max(0, Math.round(track.scrollLeft / width))));
      });
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      track.removeEventListener('scroll', onScroll);
    };
  }, [trackId, count]);

  const scrollTo = useCallback(
    (index: number) => {
      const track = document.getElementById(trackId);
      if (!track || count === 0) return;
      const target = loop ? (index + count) % count : Math.min(count - 1, Math.max(0, index));
      track.scrollTo({ left: target * track.clientWidth, behavior: 'smooth' });
      setSelected(target);
    },
    [trackId, count, loop],
  );

  return { selected, setSelected, scrollTo };
}

/** True when the visitor asked for less motion (then nothing plays by itself). */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(true);
  useEffect(() => setReduced(window.matchMedia('(prefers-reduced-motion: reduce)').matches), []);
  return reduced;
}
