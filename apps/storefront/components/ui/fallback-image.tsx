'use client';

import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { shopConfig } from '@/lib/config/shop';

type Props = ImgHTMLAttributes<HTMLImageElement> & {
  src: string;
  alt: string;
  /** Shown below the md breakpoint (768 px) when given. */
  mobileSrc?: string | undefined;
  mobileWidth?: number | undefined;
  mobileHeight?: number | undefined;
  fallbackSrc?: string;
};

/**
 * An image that shows the fallback image when its own fails to load (spec §5). A load that
 * failed before React hydrated is caught on mount.
 */
export function FallbackImage({
  src,
  mobileSrc,
  mobileWidth,
  mobileHeight,
  fallbackSrc = shopConfig.fallbackImage,
  alt,
  ...props
}: Props) {
  const [failed, setFailed] = useState(!src);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = ref.current;
    if (image && image.complete && image.naturalWidth === 0 && image.currentSrc) setFailed(true);
  }, []);
  const image = (
    <img
      ref={ref}
      {...props}
      src={failed ? fallbackSrc : src}
      alt={alt}
      data-fallback={failed ? 'true' : undefined}
      onError={() => setFailed(true)}
    />
  );
  if (!mobileSrc || failed) return image;
  return (
    <picture>
      <source
        media="(max-width: 767px)"
        srcSet={mobileSrc}
        width={mobileWidth}
        height={mobileHeight}
      />
      {image}
    </picture>
  );
}
