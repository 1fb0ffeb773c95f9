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
 * by one document-wide listener (`ImageFallbackScript`), so images cost no JavaScript of their
 * own and a failure before hydration is caught too.
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

/** The listener behind FallbackImage; render it before the first image. */
export function ImageFallbackScript() {
  const script = `document.addEventListener('error',function(e){var i=e.target;if(!i||i.tagName!=='IMG'||!i.dataset.fallbackSrc||i.dataset.fallback)return;i.dataset.fallback='true';var p=i.parentElement;if(p&&p.tagName==='PICTURE'){p.querySelectorAll('source').forEach(function(s){s.srcset=i.dataset.fallbackSrc})}i.removeAttribute('srcset');i.src=i.dataset.fallbackSrc},true);`;
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
