import type {
  BlockButton,
  BlockLink,
  BlockMedia,
  BlockOverlay,
  ContentBlock,
} from '@/lib/commerce/types';
import { Link } from '@/i18n/navigation';
import { isExternalLink } from '@/lib/layout/links';
import { isLightColour } from './colour';
import { BlockMediaImage } from './block-media-image';

/** What a banner and a slide show: their picture, texts, link, overlay and appearance. */
export interface BannerFields {
  media: BlockMedia;
  title?: string | undefined;
  text?: string | undefined;
  link?: BlockLink | undefined;
  button?: BlockButton | undefined;
  overlay?: BlockOverlay | undefined;
  /** spec §4: poster (text over the middle of the picture) or collage-left|centered|right. */
  appearance?: ContentBlock['appearance'] | undefined;
}

interface Props {
  banner: BannerFields;
  /** The first hero image: loaded eagerly with high priority (it is the largest paint). */
  priority?: boolean;
  titleLevel?: 'h2' | 'h3' | 'p';
  className?: string;
}

// A side panel grows with its text in a narrow banner rather than letting the title run off it.
// The text lies over the picture only when the banner itself is wide enough for it (a container
// query, not the window's width): two banners side by side at 768 px are too low for a title in
// French or German over them, so there the text sits under the picture, as on phones.
const positionClass: Record<BlockOverlay['position'], string> = {
  left: '@xl:inset-y-0 @xl:left-0 @xl:w-1/2 @xl:min-w-fit @xl:justify-center @xl:items-start @xl:pl-16 @xl:text-left',
  center: '@xl:inset-0 @xl:m-auto @xl:h-fit @xl:w-2/3 @xl:items-center @xl:text-center',
  right:
    '@xl:inset-y-0 @xl:right-0 @xl:w-1/2 @xl:min-w-fit @xl:justify-center @xl:items-end @xl:pr-16 @xl:text-right',
  poster: '@xl:inset-0 @xl:items-center @xl:justify-center @xl:text-center',
};

// Collages: the text panel overlaps the picture on its side (centered: under its middle).
const collageImage: Record<string, string> = {
  'collage-left': 'md:col-start-4 md:col-end-13 md:row-start-1',
  'collage-right': 'md:col-start-1 md:col-end-10 md:row-start-1',
  'collage-centered': 'md:col-span-12 md:row-start-1',
};
const collagePanel: Record<string, string> = {
  'collage-left': 'md:col-start-1 md:col-end-6 md:row-start-1 md:self-center',
  'collage-right': 'md:col-start-8 md:col-end-13 md:row-start-1 md:self-center',
  'collage-centered': 'md:col-start-3 md:col-end-11 md:row-start-2 md:-mt-16 md:text-center',
};

/**
 * A picture with an optional overlay (spec §3 Overlay: show, position left, center, right or
 * poster, background colour) and a button. Shared by the banner and slide blocks. On phones
 * the text sits under the picture so it stays readable.
 */
export function BannerContent({
  banner,
  priority = false,
  titleLevel = 'h2',
  className = '',
}: Props) {
  const { media, title, text, link, button, overlay, appearance } = banner;
  const hasText = Boolean(title || text || button);
  const collage = appearance?.startsWith('collage-') ? appearance : null;
  // overlay.show false puts the text under the picture instead of over it.
  const over = overlay?.show !== false && !collage;
  const position = appearance === 'poster' ? 'poster' : (overlay?.position ?? 'left');
  const light = isLightColour(overlay?.backgroundColor);
  const Title = titleLevel;
  const href = link?.href;
  const external = href ? isExternalLink(href) : false;
  const body = (
    <>
      <BlockMediaImage
        media={media}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
        className={`block h-auto w-full object-cover ${collage ? `rounded-lg ${collageImage[collage]}` : ''}`}
      />
      {hasText ? (
        <div
          className={
            collage
              ? `relative z-10 flex flex-col gap-2 rounded-lg p-5 shadow-lg md:p-8 ${collagePanel[collage]} ${overlay?.backgroundColor && !light ? 'text-white' : 'text-ink'} ${overlay?.backgroundColor ? '' : 'bg-white'}`
              : over
                ? `flex flex-col gap-2 p-4 @xl:absolute @xl:p-8 ${positionClass[position]} ${light ? 'text-ink' : 'text-white'}`
                : 'flex flex-col gap-2 bg-white p-4 text-ink'
          }
          style={
            over || (collage && overlay?.backgroundColor)
              ? { backgroundColor: overlay?.backgroundColor ?? 'rgba(11, 59, 102, 0.85)' }
              : undefined
          }
        >
          {title ? (
            <Title
              className={`text-xl leading-tight font-bold ${collage ? 'md:text-3xl' : '@xl:text-3xl'}`}
            >
              {title}
            </Title>
          ) : null}
          {text ? (
            <p className={`text-base ${collage ? 'md:text-lg' : '@xl:text-lg'}`}>{text}</p>
          ) : null}
          {button ? (
            <span
              className={`btn mt-2 w-fit ${button.type === 'secondary' ? 'btn-secondary' : button.type === 'link' ? `btn-link ${light || !over ? '' : '!text-white'}` : 'btn-primary'}`}
            >
              {button.label}
            </span>
          ) : null}
        </div>
      ) : null}
    </>
  );
  const classes = collage
    ? `relative block md:grid md:grid-cols-12 ${className}`
    : `@container relative block overflow-hidden rounded-lg bg-brand-light ${className}`;
  if (!href) return <div className={classes}>{body}</div>;
  if (external) {
    return (
      <a href={href} className={classes} target={link?.target} rel="noopener noreferrer">
        {body}
      </a>
    );
  }
  return (
    <Link
      prefetch={false}
      href={href}
      className={classes}
      target={link?.target === '_blank' ? '_blank' : undefined}
    >
      {body}
    </Link>
  );
}
