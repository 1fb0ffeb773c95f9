import { getLocale } from 'next-intl/server';
import type { ContentBlock } from '@/lib/commerce/types';
import { localizedPath } from '@/lib/i18n/locales';
import { isExternalLink } from '@/lib/layout/links';
import { LocationMapBlock } from './interactive-blocks';

/**
 * spec §3 map block: its locations on the shop's map (Leaflet, in a chunk of its own that loads
 * when the map scrolls into view; a list of the locations until then), with the zoom buttons
 * when the block shows controls; spec §9: zoom 8, scroll wheel off. Tiles come from the bundled
 * country outline unless a tile server is set and the shopper consented.
 */
export async function MapBlockView({
  block,
  fallbackTitle,
}: {
  block: Extract<ContentBlock, { type: 'map' }>;
  fallbackTitle: string;
}) {
  const locale = await getLocale();
  const title = block.title ?? fallbackTitle;
  const locations = block.locations.map((location) => ({
    name: location.name,
    position: { lat: location.position.latitude, lng: location.position.longitude },
    ...(location.href
      ? {
          href: isExternalLink(location.href)
            ? location.href
            : localizedPath(locale, location.href),
        }
      : {}),
  }));
  return (
    <section aria-label={block.title ? undefined : title}>
      {block.title ? <h2 className="mb-4 text-2xl font-bold text-brand">{block.title}</h2> : null}
      <LocationMapBlock
        locations={locations}
        zoom={block.zoom ?? 8}
        showControls={block.showControls ?? true}
        label={title}
        className="h-80 w-full md:h-[28rem]"
      />
    </section>
  );
}
