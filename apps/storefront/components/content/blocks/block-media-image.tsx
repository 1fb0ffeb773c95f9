import type { ImgHTMLAttributes } from 'react';
import type { BlockMedia } from '@/lib/commerce/types';
import { FallbackImage } from '@/components/ui/fallback-image';

type ImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'title' | 'width' | 'height'
>;

/**
 * A block's picture (spec §3 media): the desktop image, the phone's own when given, and their
 * sizes, so the space is reserved; an image without alt text is decorative.
 */
export function BlockMediaImage({ media, ...props }: { media: BlockMedia } & ImageProps) {
  return (
    <FallbackImage
      src={media.desktopImage}
      mobileSrc={media.mobileImage}
      mobileWidth={media.mobileWidth}
      mobileHeight={media.mobileHeight}
      alt={media.alt ?? ''}
      title={media.title}
      width={media.width}
      height={media.height}
      {...props}
    />
  );
}
