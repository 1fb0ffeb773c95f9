'use client';

import { useEffect, useState } from 'react';
import type { ContentBlock, SliderOptions } from '@/lib/commerce/types';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { BannerContent } from './banner-content';
import { usePrefersReducedMotion, useScrollSlides } from './use-slides';

type Slide = Extract<ContentBlock, { type: 'slide' }>;

export interface SliderLabels {
  region: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** Templates with {index} and {total}. */
  slideOf: string;
  goToSlide: string;
}

const fill = (template: string, values: Record<string, number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/**
 * spec §3 slider with its options: autoplay and its speed, fade, infinite, arrows and dots.
 * Sliding is native scroll-snap (swipe works before hydration); fade stacks the slides.
 */
export function SliderView({
  options,
  slides,
  labels,
}: {
  options: SliderOptions;
  slides: Slide[];
  labels: SliderLabels;
}) {
  const count = slides.length;
  const { trackRef, selected, setSelected, scrollTo } = useScrollSlides(count, {
    loop: options.infinite,
  });
  const reducedMotion = usePrefersReducedMotion();
  const autoplay = options.autoplay && !reducedMotion && count > 1;
  const [playing, setPlaying] = useState(false);
  const [paused, setPaused] = useState(false);
  useEffect(() => setPlaying(autoplay), [autoplay]);

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

  return (
    <section
      aria-roledescription="carousel"
      aria-label={labels.region}
      className="relative"
      data-testid="slider"
      data-block="slider"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        ref={trackRef}
        className={
          options.fade
            ? 'grid'
            : 'flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden'
        }
        onPointerDown={stop}
      >
        {slides.map((slide, index) => (
          <div
            key={slide.id}
            className={
              options.fade
                ? `[grid-area:1/1] transition-opacity duration-700 ${index === selected ? 'opacity-100' : 'pointer-events-none opacity-0'}`
                : 'w-full shrink-0 snap-start'
            }
            role="group"
            aria-roledescription="slide"
            aria-label={fill(labels.slideOf, { index: index + 1, total: count })}
            aria-hidden={options.fade && index !== selected ? true : undefined}
            data-block="slide"
          >
            <BannerContent
              media={slide.media}
              title={slide.title}
              text={slide.text}
              link={slide.link}
              button={slide.button}
              overlay={slide.overlay}
              priority={index === 0}
              className="!rounded-none"
            />
          </div>
        ))}
      </div>
      {options.showArrows && count > 1 ? (
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
      {(options.showDots || autoplay) && count > 1 ? (
        <div className="flex items-center justify-center gap-1 py-2">
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
            ? slides.map((slide, index) => (
                <button
                  key={slide.id}
                  type="button"
                  onClick={() => {
                    stop();
                    go(index);
                  }}
                  className="group inline-flex size-11 items-center justify-center"
                  aria-label={fill(labels.goToSlide, { index: index + 1 })}
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
    </section>
  );
}
