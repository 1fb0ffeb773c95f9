import type { ContentBlock, SliderOptions } from '@/lib/commerce/types';
import { BannerContent } from './banner-content';
import { SliderControls } from './interactive-blocks';
import type { SliderControlLabels } from './slider-controls';

type Slide = Extract<ContentBlock, { type: 'slide' }>;

/**
 * spec §3 slider with its options: autoplay and its speed, fade, infinite, arrows and dots.
 * The slides are rendered here, on the server; sliding is native scroll-snap (swipe works
 * before any script), fade stacks the slides. The controls load on their own.
 */
export function SliderView({
  id,
  options,
  slides,
  labels,
}: {
  id: string;
  options: SliderOptions;
  slides: Slide[];
  labels: SliderControlLabels & { region: string; slideOf: (index: number) => string };
}) {
  const trackId = `${id}-track`;
  // The controls show dots, or the play button of an autoplaying slider, below the slides.
  const hasDotsRow = slides.length > 1 && (options.showDots || options.autoplay);
  return (
    <section
      id={id}
      aria-roledescription="carousel"
      aria-label={labels.region}
      className="relative"
      data-testid="slider"
      data-block="slider"
    >
      <div
        id={trackId}
        className={
          options.fade
            ? 'grid'
            : 'flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden'
        }
      >
        {slides.map((slide, index) => (
          <div
            key={slide.id}
            className={
              options.fade
                ? '[grid-area:1/1] pointer-events-none opacity-0 transition-opacity duration-700 data-[active]:pointer-events-auto data-[active]:opacity-100'
                : 'w-full shrink-0 snap-start'
            }
            role="group"
            aria-roledescription="slide"
            aria-label={labels.slideOf(index + 1)}
            data-active={options.fade && index === 0 ? '' : undefined}
            aria-hidden={options.fade && index !== 0 ? true : undefined}
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
      {/* The controls load on their own; the dots' row keeps its height meanwhile (the arrows
          float over the slides), so nothing below moves. */}
      <div className={hasDotsRow ? 'min-h-11 py-2' : undefined}>
        <SliderControls
          sliderId={id}
          trackId={trackId}
          count={slides.length}
          options={options}
          labels={{
            previous: labels.previous,
            next: labels.next,
            pause: labels.pause,
            play: labels.play,
            goToSlide: labels.goToSlide,
          }}
        />
      </div>
    </section>
  );
}
