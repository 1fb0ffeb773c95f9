import type { ContentBlock } from '@/lib/commerce/types';
import { BlockAnchor } from './block-link';

/**
 * spec §3 map block: its locations, each with its link. (The map itself draws the same
 * locations; this list is what keyboard and screen-reader users read.)
 */
export function MapBlockView({
  block,
  fallbackTitle,
}: {
  block: Extract<ContentBlock, { type: 'map' }>;
  fallbackTitle: string;
}) {
  const title = block.title ?? fallbackTitle;
  return (
    <section aria-label={title}>
      {block.title ? <h2 className="mb-4 text-2xl font-bold text-brand">{block.title}</h2> : null}
      <ul className="grid grid-cols-1 gap-2 md:grid-cols-2 desk:grid-cols-4">
        {block.locations.map((location) => (
          <li
            key={`${location.name}-${location.position.latitude}-${location.position.longitude}`}
            className="rounded-lg border border-line bg-white p-3"
          >
            {location.href ? (
              <BlockAnchor
                link={{ href: location.href }}
                className="font-semibold text-brand underline"
              >
                {location.name}
              </BlockAnchor>
            ) : (
              <span className="font-semibold">{location.name}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
