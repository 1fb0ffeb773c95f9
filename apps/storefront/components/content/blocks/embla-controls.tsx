'use client';

import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import type { AutoplayType } from 'embla-carousel-autoplay';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { layoutConfig } from '@/lib/config/layout';

export interface EmblaControlOptions {
  loop: boolean;
  fade: boolean;
  autoplay: boolean;
  /** Milliseconds per slide when autoplaying. */
  autoplaySpeed: number;
  /** Whether the track slides below the desktop width and from it (row slideMobile/Desktop). */
  activeMobile: boolean;
  activeDesktop: boolean;
  showArrows: boolean;
  showDots: boolean;
  /** Arrows over the slides' sides (slider) or in a bar of their own (carousels). */
  arrows: 'overlay' | 'bar';
}

export interface EmblaLabels {
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** One per slide: 'Go to slide n'. */
  goToSlide: string[];
}

type EmblaCarouselType = NonNullable<UseEmblaCarouselType[1]>;
type EmblaOptionsType = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;
type EmblaPluginType = NonNullable<Parameters<typeof useEmblaCarousel>[1]>[number];

const desktopQuery = `(min-width: ${layoutConfig.breakpoints.lg + 1}px)`;

/** Slides out of view are hidden from screen readers and the tab order. */
function hideOutOfView(api: EmblaCarouselType, fade: boolean) {
  const slides = api.slideNodes();
  const active = api.internalEngine().options.active;
  const inView = new Set(fade ? [api.selectedScrollSnap()] : api.slidesInView());
  slides.forEach((slide, index) => {
    const hidden = active && !inView.has(index);
    slide.toggleAttribute('inert', hidden);
    if (hidden) slide.setAttribute('aria-hidden', 'true');
    else slide.removeAttribute('aria-hidden');
  });
  api.rootNode().toggleAttribute('data-embla', active);
}

/**
 * Embla on a track the server rendered (found by its id): the slides are plain server HTML that
 * scrolls natively until this chunk arrives; then embla takes over and this renders the arrows,
 * the dots and the autoplay's pause button (spec §3 slider options). The fade and autoplay
 * plugins load only for a slider that uses them.
 */
export function EmblaControls({
  viewportId,
  options,
  labels,
}: {
  viewportId: string;
  options: EmblaControlOptions;
  labels: EmblaLabels;
}) {
  const [plugins, setPlugins] = useState<EmblaPluginType[] | null>(null);
  const emblaOptions: EmblaOptionsType = {
    loop: options.loop,
    align: 'start',
    containScroll: options.loop ? false : 'trimSnaps',
    duration: 30,
    active: options.activeMobile,
    breakpoints: { [desktopQuery]: { active: options.activeDesktop } },
  };
  const [emblaRef, api] = useEmblaCarousel(emblaOptions, plugins ?? []);
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState(0);
  const [canPrevious, setCanPrevious] = useState(false);
  const [canNext, setCanNext] = useState(true);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const wanted: Promise<EmblaPluginType>[] = [];
    if (options.fade) wanted.push(import('embla-carousel-fade').then((module) => module.default()));
    // Nothing moves by itself for a visitor who asked for less motion.
    if (options.autoplay && !reduced)
      wanted.push(
        import('embla-carousel-autoplay').then((module) =>
          module.default({
            delay: options.autoplaySpeed,
            stopOnInteraction: true,
            stopOnMouseEnter: true,
            stopOnFocusIn: true,
          }),
        ),
      );
    void Promise.all(wanted).then((loaded) => {
      if (!cancelled) setPlugins(loaded);
    });
    return () => {
      cancelled = true;
    };
  }, [options.fade, options.autoplay, options.autoplaySpeed]);

  useEffect(() => {
    if (plugins) emblaRef(document.getElementById(viewportId));
  }, [plugins, emblaRef, viewportId]);

  const update = useCallback(
    (carousel: EmblaCarouselType) => {
      setSelected(carousel.selectedScrollSnap());
      setSnaps(carousel.internalEngine().options.active ? carousel.scrollSnapList().length : 0);
      setCanPrevious(carousel.canScrollPrev());
      setCanNext(carousel.canScrollNext());
      hideOutOfView(carousel, options.fade);
    },
    [options.fade],
  );

  useEffect(() => {
    if (!api) return;
    // An inactive carousel (a row that slides only at the other width) has no plugins.
    const autoplay = (api.plugins() as { autoplay?: AutoplayType } | undefined)?.autoplay;
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    update(api);
    setPlaying(autoplay?.isPlaying() ?? false);
    api.on('select', update).on('reInit', update).on('slidesInView', update);
    api.on('autoplay:play', onPlay).on('autoplay:stop', onStop);
    return () => {
      api.off('select', update).off('reInit', update).off('slidesInView', update);
      api.off('autoplay:play', onPlay).off('autoplay:stop', onStop);
    };
  }, [api, update]);

  const autoplay = (api?.plugins() as { autoplay?: AutoplayType } | undefined)?.autoplay;
  const stop = () => autoplay?.stop();
  if (!api || snaps < 2) return null;

  const arrowClass =
    options.arrows === 'overlay'
      ? 'absolute top-1/2 z-10 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-brand shadow md:inline-flex hover:bg-white disabled:opacity-40'
      : 'inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-brand hover:bg-brand-light disabled:opacity-40';
  const arrows = options.showArrows ? (
    <>
      <button
        type="button"
        className={`${arrowClass} ${options.arrows === 'overlay' ? 'left-3' : ''}`}
        onClick={() => {
          stop();
          api.scrollPrev();
        }}
        disabled={!canPrevious}
        aria-label={labels.previous}
      >
        <ChevronLeftIcon />
      </button>
      <button
        type="button"
        className={`${arrowClass} ${options.arrows === 'overlay' ? 'right-3' : ''}`}
        onClick={() => {
          stop();
          api.scrollNext();
        }}
        disabled={!canNext}
        aria-label={labels.next}
      >
        <ChevronRightIcon />
      </button>
    </>
  ) : null;
  if (options.arrows === 'bar') return <div className="flex justify-end gap-2">{arrows}</div>;

  const dots = options.showDots ? labels.goToSlide.slice(0, snaps) : [];
  return (
    <>
      {arrows}
      {dots.length || autoplay ? (
        <div className="flex items-center justify-center gap-1">
          {autoplay ? (
            <button
              type="button"
              onClick={() => (playing ? autoplay.stop() : autoplay.play())}
              className="inline-flex size-11 items-center justify-center text-brand"
              aria-label={playing ? labels.pause : labels.play}
            >
              <span aria-hidden="true" className="text-lg leading-none">
                {playing ? '❚❚' : '▶'}
              </span>
            </button>
          ) : null}
          {dots.map((label, index) => (
            <button
              key={label}
              type="button"
              onClick={() => {
                stop();
                api.scrollTo(index);
              }}
              className="group inline-flex size-11 items-center justify-center"
              aria-label={label}
              aria-current={index === selected ? 'true' : undefined}
            >
              <span
                className={`block h-3 rounded-full transition-all ${index === selected ? 'w-6 bg-brand' : 'w-3 bg-gray-400 group-hover:bg-brand'}`}
              />
            </button>
          ))}
        </div>
      ) : null}
    </>
  );
}
