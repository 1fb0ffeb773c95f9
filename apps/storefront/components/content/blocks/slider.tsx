'use client';

import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import Fade from 'embla-carousel-fade';
import { useTranslations } from 'next-intl';
import type { ContentBlock, SliderOptions } from '@/lib/commerce/types';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { BannerContent } from './banner-content';

type Slide = Extract<ContentBlock, { type: 'slide' }>;

/** spec §3 slider with its options: autoplay and speed, fade, infinite, arrows and dots. */
export function SliderView({
  options,
  slides,
  label,
}: {
  options: SliderOptions;
  slides: Slide[];
  label: string;
}) {
  const t = useTranslations('Content');
  const [reducedMotion, setReducedMotion] = useState(true);
  useEffect(
    () => setReducedMotion(window.matchMedia('(prefers-reduced-motion: reduce)').matches),
    [],
  );
  const autoplay = options.autoplay && !reducedMotion;
  const [emblaRef, embla] = useEmblaCarousel({ loop: options.infinite, duration: 25 }, [
    ...(autoplay
      ? [
          Autoplay({
            delay: options.autoplaySpeed,
            stopOnInteraction: true,
            stopOnMouseEnter: true,
          }),
        ]
      : []),
    ...(options.fade ? [Fade()] : []),
  ]);
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(autoplay);
  useEffect(() => setPlaying(autoplay), [autoplay]);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  const togglePlay = useCallback(() => {
    const plugin = embla?.plugins().autoplay;
    if (!plugin) return;
    if (plugin.isPlaying()) plugin.stop();
    else plugin.play();
    setPlaying(plugin.isPlaying());
  }, [embla]);

  const arrowClass =
    'absolute top-1/2 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-brand shadow md:inline-flex hover:bg-white';

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative"
      data-testid="slider"
      data-block="slider"
    >
      <div ref={emblaRef} className="overflow-hidden">
        <div className="flex">
          {slides.map((slide, index) => (
            <div
              key={slide.id}
              className="min-w-0 flex-[0_0_100%]"
              role="group"
              aria-roledescription="slide"
              aria-label={t('slideOf', { index: index + 1, total: slides.length })}
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
      </div>
      {options.showArrows && slides.length > 1 ? (
        <>
          <button
            type="button"
            className={`${arrowClass} left-3`}
            onClick={() => embla?.scrollPrev()}
            aria-label={t('previous')}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className={`${arrowClass} right-3`}
            onClick={() => embla?.scrollNext()}
            aria-label={t('next')}
          >
            <ChevronRightIcon />
          </button>
        </>
      ) : null}
      {(options.showDots || autoplay) && slides.length > 1 ? (
        <div className="flex items-center justify-center gap-1 py-2">
          {autoplay ? (
            <button
              type="button"
              onClick={togglePlay}
              className="inline-flex size-11 items-center justify-center text-brand"
              aria-label={playing ? t('pause') : t('play')}
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
                  onClick={() => embla?.scrollTo(index)}
                  className="group inline-flex size-11 items-center justify-center"
                  aria-label={t('goToSlide', { index: index + 1 })}
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
