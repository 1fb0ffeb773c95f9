import { useTranslations } from 'next-intl';
import { FallbackImage } from '@/components/ui/fallback-image';
import { imageSizes } from '@/lib/media/responsive-image';
import type { GalleryEntry } from '@/lib/commerce/types';

/**
 * The product's pictures and videos: a scroll-snap strip with thumbnails linking to each entry,
 * so it works without JavaScript. Videos open at their provider.
 */
export function ProductGallery({ entries, name }: { entries: GalleryEntry[]; name: string }) {
  const t = useTranslations('catalog');
  if (!entries.length)
    return (
      <FallbackImage
        src=""
        alt={name}
        width={600}
        height={600}
        className="aspect-square w-full object-contain"
      />
    );
  return (
    <section aria-label={t('gallery')} data-testid="product-gallery">
      {/* Scrolls sideways: focusable, so the keyboard can scroll it too (WCAG 2.1.1). */}
      <ul
        className="flex snap-x snap-mandatory overflow-x-auto rounded-lg border border-line bg-white"
        tabIndex={0}
        aria-label={t('gallery')}
      >
        {entries.map((entry, index) => (
          <li key={entry.id} id={`media-${index + 1}`} className="w-full shrink-0 snap-center">
            {entry.video ? (
              <a
                href={entry.video.url}
                target="_blank"
                rel="noopener noreferrer"
                className="relative block"
              >
                <FallbackImage
                  src={entry.url}
                  alt={entry.label}
                  width={600}
                  height={600}
                  sizes={imageSizes.productGallery}
                  className="aspect-square h-auto w-full object-contain"
                />
                <span className="absolute inset-x-0 bottom-4 mx-auto w-fit rounded bg-brand px-3 py-1 text-sm text-white">
                  {t('playVideo', { title: entry.video.title ?? entry.label })}
                </span>
              </a>
            ) : (
              <FallbackImage
                src={entry.url}
                alt={entry.label}
                width={600}
                height={600}
                sizes={imageSizes.productGallery}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                className="aspect-square h-auto w-full object-contain"
              />
            )}
          </li>
        ))}
      </ul>
      {entries.length > 1 ? (
        <ul className="mt-2 flex gap-2 overflow-x-auto p-1">
          {entries.map((entry, index) => (
            <li key={entry.id} className="shrink-0">
              <a
                href={`#media-${index + 1}`}
                className="block size-16 rounded border border-line bg-white p-1"
                aria-label={t('showImage', { n: index + 1 })}
              >
                <FallbackImage
                  src={entry.url}
                  alt=""
                  width={64}
                  height={64}
                  sizes={imageSizes.galleryThumbnail}
                  loading="lazy"
                  className="size-full object-contain"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
