import type { ImgHTMLAttributes } from 'react';
import type { BlockMedia } from '@/lib/commerce/types';
import { FallbackImage } from '@/components/ui/fallback-image';
import { imageSizes } from '@/lib/media/responsive-image';

type ImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'title' | 'width' | 'height'
>;

/**
 * A block's picture (spec §3 media): the desktop image, the phone's own when given, and their
 * sizes, so the space is reserved; an image without alt text is decorative. Banners span the
 * content column unless the block says `sizes` itself, and get spec §9's widths as `srcset`.
 */
export function BlockMediaImage({
  media,
  sizes = imageSizes.banner,
  ...props
}: { media: BlockMedia } & ImageProps) {
  return (
    <FallbackImage
      sizes={sizes}
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
