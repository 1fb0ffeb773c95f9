import type { ImgHTMLAttributes } from 'react';
import { layoutConfig } from '@/lib/config/layout';
import { mediaSrcSet } from '@/lib/media/responsive-image';

type Props = ImgHTMLAttributes<HTMLImageElement> & {
  src: string;
  alt: string;
  /** Shown below the md breakpoint when given. */
  mobileSrc?: string | undefined;
  mobileWidth?: number | undefined;
  mobileHeight?: number | undefined;
};

/**
 * An image that shows the fallback image when its own fails to load (spec §5). The swap is done
 * by one document-wide listener of the page's inline script (`page-behaviours.tsx`), so images
 * cost no JavaScript of their own and a failure before hydration is caught too.
 *
 * Given `sizes`, an engine image gets a `srcset` in spec §9's widths, so a phone loads a small
 * variant instead of the full picture; a phone's own picture (`mobileSrc`) fills the screen.
 */
export function FallbackImage({ src, mobileSrc, mobileWidth, mobileHeight, alt, ...props }: Props) {
  const srcSet = props.srcSet ?? (props.sizes ? mediaSrcSet(src) : undefined);
  const image = (
    <img
      {...props}
      srcSet={srcSet}
      src={src || layoutConfig.fallbackImage}
      alt={alt}
      data-fallback-src={layoutConfig.fallbackImage}
    />
  );
  if (!mobileSrc) return image;
  const mobileSrcSet = props.sizes ? mediaSrcSet(mobileSrc) : undefined;
  return (
    <picture>
      <source
        media={`(max-width: ${layoutConfig.breakpoints.md - 1}px)`}
        srcSet={mobileSrcSet ?? mobileSrc}
        sizes={mobileSrcSet ? '100vw' : undefined}
        width={mobileWidth}
        height={mobileHeight}
      />
      {image}
    </picture>
  );
}
