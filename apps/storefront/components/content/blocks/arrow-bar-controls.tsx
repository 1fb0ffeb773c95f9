import { EmblaControls } from './interactive-blocks';

/**
 * A carousel of cards (products carousel, sliding row) has only its previous and next arrows,
 * in a bar above the track: no loop, fade, autoplay or dots.
 */
export function ArrowBarControls({
  viewportId,
  activeMobile,
  activeDesktop,
  previous,
  next,
}: {
  viewportId: string;
  activeMobile: boolean;
  activeDesktop: boolean;
  previous: string;
  next: string;
}) {
  return (
    <EmblaControls
      viewportId={viewportId}
      options={{
        loop: false,
        fade: false,
        autoplay: false,
        autoplaySpeed: 5000,
        activeMobile,
        activeDesktop,
        showArrows: true,
        showDots: false,
        arrows: 'bar',
      }}
      labels={{ previous, next, pause: '', play: '', goToSlide: [] }}
    />
  );
}
