import type { ImgHTMLAttributes } from 'react';
import { layoutConfig } from '@/lib/config/layout';

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
 */
export function FallbackImage({ src, mobileSrc, mobileWidth, mobileHeight, alt, ...props }: Props) {
  const image = (
    <img
      {...props}
      src={src || layoutConfig.fallbackImage}
      alt={alt}
      data-fallback-src={layoutConfig.fallbackImage}
    />
  );
  if (!mobileSrc) return image;
  return (
    <picture>
      <source
        media={`(max-width: ${layoutConfig.breakpoints.md - 1}px)`}
        srcSet={mobileSrc}
        width={mobileWidth}
        height={mobileHeight}
      />
      {image}
    </picture>
  );
}
