import type { ContentBlock } from '@/lib/commerce/types';
import { UspIcon } from '@/components/ui/usp-icons';
import { sanitizeCmsHtml } from '../sanitize';
import { BannerContent } from './banner-content';
import { BlockMediaImage } from './block-media-image';
import { BlockAnchor, BlockLinkButton } from './block-link';
import { dataProps } from './data-props';

type Of<T extends ContentBlock['type']> = Extract<ContentBlock, { type: T }>;

export function TextBlockView({
  block,
  locale,
}: {
  block: Of<'text'> | Of<'html'>;
  locale: string;
}) {
  return (
    <div
      className="cms-text"
      dangerouslySetInnerHTML={{ __html: sanitizeCmsHtml(block.html, locale) }}
    />
  );
}

export function HeadingBlockView({ block }: { block: Of<'heading'> }) {
  const Tag = `h${block.level ?? 2}` as 'h2';
  const size =
    block.level === 1
      ? 'text-3xl md:text-4xl'
      : block.level === 2
        ? 'text-2xl md:text-3xl'
        : 'text-xl';
  return <Tag className={`mb-3 font-bold text-brand ${size}`}>{block.text}</Tag>;
}

export function ImageBlockView({ block }: { block: Of<'image'> }) {
  const image = (
    <BlockMediaImage media={block.media} loading="lazy" className="h-auto w-full rounded-lg" />
  );
  return (
    <figure>
      {block.link ? <BlockAnchor link={block.link}>{image}</BlockAnchor> : image}
      {block.caption ? (
        <figcaption className="mt-2 text-sm text-muted">{block.caption}</figcaption>
      ) : null}
    </figure>
  );
}

export function BannerBlockView({ block }: { block: Of<'banner'> }) {
  return <BannerContent banner={block} titleLevel="h3" className="h-full" />;
}

export function ButtonsBlockView({ block }: { block: Of<'buttons'> }) {
  const align = { left: 'justify-start', center: 'justify-center', right: 'justify-end' }[
    block.alignment ?? 'left'
  ];
  const items = block.children.filter(
    (child): child is Of<'button-item'> => child.type === 'button-item',
  );
  return (
    <div className={`my-4 flex flex-wrap gap-3 ${align}`}>
      {items.map((item) => (
        <span
          key={item.id}
          className="contents"
          data-block="button-item"
          {...dataProps(item.dataAttributes)}
        >
          <ButtonItemView block={item} />
        </span>
      ))}
    </div>
  );
}

export function ButtonItemView({ block }: { block: Of<'button-item'> }) {
  return <BlockLinkButton link={block.link} button={block.button} />;
}

export function UspBlockView({ block, title }: { block: Of<'usp'>; title: string }) {
  return (
    <section aria-label={title} className="container-shop my-6">
      <ul className="grid grid-cols-1 gap-2 md:grid-cols-2 md:gap-3 desk:grid-cols-4">
        {block.items.map((item) => (
          <li
            key={item.title}
            className="flex items-start gap-3 rounded-lg bg-brand-light p-3 md:p-4"
          >
            <UspIcon icon={item.icon} className="mt-0.5 shrink-0 text-brand" />
            <span>
              <strong className="text-brand md:block">{item.title}</strong>
              {item.text ? (
                <span className="text-sm text-muted before:content-['_·_'] md:block md:before:content-none">
                  {item.text}
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function DividerBlockView({ block }: { block: Of<'divider'> }) {
  return (
    <div className="container-shop">
      <hr
        className="my-8"
        style={{ borderColor: block.color ?? '#e5e7eb', borderTopWidth: block.thickness ?? 1 }}
      />
    </div>
  );
}
