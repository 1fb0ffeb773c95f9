import type { ContentBlock, SliderOptions } from '@/lib/commerce/types';
import { BannerContent } from './banner-content';
import { dataProps } from './data-props';
import { EmblaControls } from './interactive-blocks';
import type { EmblaLabels } from './embla-controls';

type Slide = Extract<ContentBlock, { type: 'slide' }>;

/**
 * spec §3 slider with its options: autoplay and its speed, fade, infinite, arrows and dots.
 * The slides are rendered here, on the server, and scroll natively (swipe works before any
 * script); embla takes the track over when its chunk arrives.
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
  labels: EmblaLabels & { region: string; slideOf: (index: number) => string };
}) {
  const viewportId = `${id}-viewport`;
  // The controls show dots, or the play button of an autoplaying slider, below the slides.
  const hasDotsRow = slides.length > 1 && (options.showDots || options.autoplay);
  return (
    <section
      id={id}
      aria-roledescription="carousel"
      aria-label={labels.region}
      className="relative"
      data-testid="slider"
    >
      <div
        id={viewportId}
        className="snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] data-[embla]:snap-none data-[embla]:overflow-hidden [&::-webkit-scrollbar]:hidden"
      >
        <div className="flex">
          {slides.map((slide, index) => (
            <div
              key={slide.id}
              className="min-w-0 shrink-0 grow-0 basis-full snap-start"
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slideOf(index + 1)}
              data-block="slide"
              {...dataProps(slide.dataAttributes)}
            >
              <BannerContent banner={slide} priority={index === 0} className="!rounded-none" />
            </div>
          ))}
        </div>
      </div>
      {/* The controls load on their own; the dots' row keeps its height meanwhile (the arrows
          float over the slides), so nothing below moves. */}
      <div className={hasDotsRow ? 'min-h-11 py-2' : undefined}>
        <EmblaControls
          viewportId={viewportId}
          options={{
            loop: options.infinite,
            fade: options.fade,
            autoplay: options.autoplay,
            autoplaySpeed: options.autoplaySpeed,
            activeMobile: true,
            activeDesktop: true,
            showArrows: options.showArrows,
            showDots: options.showDots,
            arrows: 'overlay',
          }}
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
