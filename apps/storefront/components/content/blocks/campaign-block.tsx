import type { ContentBlock } from '@/lib/commerce/types';
import { imageSizes } from '@/lib/media/responsive-image';
import { BlockMediaImage } from './block-media-image';
import { BlockLinkButton } from './block-link';
import { Countdown } from './interactive-blocks';

type Campaign = Extract<ContentBlock, { type: 'campaign' }>;

/**
 * A dated promotion with a countdown while its end lies ahead; after it the block is gone (left
 * out when the page is rendered, hidden in the browser when it ends on an open or cached page).
 */
export function CampaignBlockView({ block, now }: { block: Campaign; now: number }) {
  if (block.endDate && Date.parse(block.endDate) <= now) return null;
  const id = `campaign-${block.id}`;
  const dark = block.theme !== 'light';
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`grid overflow-hidden rounded-lg md:grid-cols-2 ${dark ? 'bg-brand-dark text-white' : 'bg-amber-50 text-ink'}`}
    >
      <div className="flex flex-col justify-center gap-3 p-5 md:p-8">
        <h2 id={`${id}-title`} className="text-2xl font-bold md:text-3xl">
          {block.title}
        </h2>
        {block.text ? <p className="text-lg">{block.text}</p> : null}
        {block.endDate ? <Countdown until={block.endDate} hideWhenEnded={id} /> : null}
        {block.link && block.button ? (
          <BlockLinkButton link={block.link} button={block.button} className="mt-2" />
        ) : null}
      </div>
      {block.media ? (
        <BlockMediaImage
          media={block.media}
          loading="lazy"
          sizes={imageSizes.halfColumn}
          className="h-full w-full object-cover"
        />
      ) : null}
    </section>
  );
}
