import type { ContentBlock } from '@/lib/commerce/types';
import { parseVideoSource } from '../video-source';
import { VideoPlayer } from './interactive-blocks';

/** spec §3 video: src, fallback picture and config; the player is a chunk of its own. */
export function VideoBlockView({
  block,
  fallbackTitle,
  playLabel,
}: {
  block: Extract<ContentBlock, { type: 'video' }>;
  fallbackTitle: string;
  playLabel: (title: string) => string;
}) {
  const source = parseVideoSource(block.src);
  if (!source) return null;
  const title = block.title ?? block.media?.title ?? fallbackTitle;
  return (
    <figure>
      <VideoPlayer
        source={source}
        title={title}
        poster={block.fallback ?? block.media?.desktopImage}
        config={{
          autoplay: block.config?.autoplay ?? false,
          muted: block.config?.muted ?? false,
          loop: block.config?.loop ?? false,
          controls: block.config?.controls ?? true,
        }}
        playLabel={playLabel(title)}
      />
      {block.title ? (
        <figcaption className="mt-2 text-sm text-muted">{block.title}</figcaption>
      ) : null}
    </figure>
  );
}
