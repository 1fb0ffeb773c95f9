'use client';

import { useEffect, useState } from 'react';
import type { SliderOptions } from '@/lib/commerce/types';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { usePrefersReducedMotion, useScrollSlides } from './use-slides';

export interface SliderControlLabels {
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** One per slide: 'Go to slide n'. */
  goToSlide: string[];
}

/**
 * The slider's arrows, dots and autoplay (spec §3 slider options) over slides the server
 * rendered: swiping works before this loads, and this part holds none of the slides' content.
 */
export function SliderControls({
  sliderId,
  trackId,
  count,
  options,
  labels,
}: {
  sliderId: string;
  trackId: string;
  count: number;
  options: SliderOptions;
  labels: SliderControlLabels;
}) {
  const { selected, setSelected, scrollTo } = useScrollSlides(trackId, count, {
    loop: options.infinite,
  });
  const reducedMotion = usePrefersReducedMotion();
  const autoplay = options.autoplay && !reducedMotion && count > 1;
  const [playing, setPlaying] = useState(false);
  const [paused, setPaused] = useState(false);
  useEffect(() => setPlaying(autoplay), [autoplay]);

  // Hovering or focusing the slider pauses it; touching the track stops it.
  useEffect(() => {
    const slider = document.getElementById(sliderId);
    const track = document.getElementById(trackId);
    if (!slider || !track) return;
    const pause = () => setPaused(true);
    const resume = () => setPaused(false);
    const stop = () => setPlaying(false);
    slider.addEventListener('mouseenter', pause);
    slider.addEventListener('mouseleave', resume);
    slider.addEventListener('focusin', pause);
    slider.addEventListener('focusout', resume);
    track.addEventListener('pointerdown', stop);
    return () => {
      slider.removeEventListener('mouseenter', pause);
      slider.removeEventListener('mouseleave', resume);
      slider.removeEventListener('focusin', pause);
      slider.removeEventListener('focusout', resume);
      track.removeEventListener('pointerdown', stop);
    };
  }, [sliderId, trackId]);

  // Fade: the selected slide shows, the others are hidden from sight and from screen readers.
  useEffect(() => {
    if (!options.fade) return;
    const slides = document.getElementById(trackId)?.children ?? [];
    [...slides].forEach((slide, index) => {
      slide.toggleAttribute('data-active', index === selected);
      if (index === selected) slide.removeAttribute('aria-hidden');
      else slide.setAttribute('aria-hidden', 'true');
    });
  }, [options.fade, selected, trackId]);

  const go = (index: number) => {
    if (options.fade) {
      const target = options.infinite
        ? (index + count) % count
        : Math.min(count - 1, Math.max(0, index));
      setSelected(target);
    } else scrollTo(index);
  };

  useEffect(() => {
    if (!playing || paused) return;
    const timer = setTimeout(() => {
      if (!options.infinite && selected === count - 1) setPlaying(false);
      else go(selected + 1);
    }, options.autoplaySpeed);
    return () => clearTimeout(timer);
    // Restarts after every slide change.
  }, [playing, paused, selected, options.autoplaySpeed]);

  const stop = () => setPlaying(false);
  const arrowClass =
    'absolute top-1/2 z-10 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-brand shadow md:inline-flex hover:bg-white';
  const canGoBack = options.infinite || selected > 0;
  const canGoOn = options.infinite || selected < count - 1;
  if (count < 2) return null;
  return (
    <>
      {options.showArrows ? (
        <>
          <button
            type="button"
            className={`${arrowClass} left-3`}
            onClick={() => {
              stop();
              go(selected - 1);
            }}
            disabled={!canGoBack}
            aria-label={labels.previous}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className={`${arrowClass} right-3`}
            onClick={() => {
              stop();
              go(selected + 1);
            }}
            disabled={!canGoOn}
            aria-label={labels.next}
          >
            <ChevronRightIcon />
          </button>
        </>
      ) : null}
      {options.showDots || autoplay ? (
        <div className="flex items-center justify-center gap-1">
          {autoplay ? (
            <button
              type="button"
              onClick={() => setPlaying(!playing)}
              className="inline-flex size-11 items-center justify-center text-brand"
              aria-label={playing ? labels.pause : labels.play}
            >
              <span aria-hidden="true" className="text-lg leading-none">
                {playing ? '❚❚' : '▶'}
              </span>
            </button>
          ) : null}
          {options.showDots
            ? labels.goToSlide.map((label, index) => (
                <button
                  key={label}
                  type="button"
                  onClick={() => {
                    stop();
                    go(index);
                  }}
                  className="group inline-flex size-11 items-center justify-center"
                  aria-label={label}
                  aria-current={index === selected ? 'true' : undefined}
                >
                  <span
                    className={`block h-3 rounded-full transition-all ${index === selected ? 'w-6 bg-brand' : 'w-3 bg-gray-400 group-hover:bg-brand'}`}
                  />
                </button>
              ))
            : null}
        </div>
      ) : null}
    </>
  );
}
