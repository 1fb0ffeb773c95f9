import type { ContentBlock } from '@/lib/commerce/types';
import { imageSizes } from '@/lib/media/responsive-image';
import { BlockMediaImage } from './block-media-image';
import { BlockAnchor } from './block-link';
import { dataProps } from './data-props';
import { columnsGrid } from './grid-columns';

type Of<T extends ContentBlock['type']> = Extract<ContentBlock, { type: T }>;

const alignClass = { left: 'text-left', center: 'text-center', right: 'text-right' } as const;

/** A section title with an optional subtitle (spec §9: h2 unless the block says otherwise). */
export function TitleBlockView({ block }: { block: Of<'title'> }) {
  const Tag = `h${block.level ?? 2}` as 'h2';
  return (
    <header className={`mb-2 ${alignClass[block.alignment ?? 'left']}`}>
      <Tag className="text-2xl font-bold text-brand md:text-3xl">{block.text}</Tag>
      {block.subtitle ? <p className="mt-1 text-lg text-muted">{block.subtitle}</p> : null}
    </header>
  );
}

export function QuoteBlockView({ block }: { block: Of<'quote'> }) {
  return (
    <figure className="rounded-lg border-l-4 border-accent bg-brand-light p-5 md:p-8">
      <blockquote className="text-xl leading-relaxed font-semibold text-ink md:text-2xl">
        <p>“{block.text}”</p>
      </blockquote>
      {block.author ? (
        <figcaption className="mt-3 text-muted">
          — <span className="font-semibold text-ink">{block.author}</span>
          {block.role ? `, ${block.role}` : null}
        </figcaption>
      ) : null}
    </figure>
  );
}

/** The Experius page-builder grid: tiles with picture, title, text and link. */
export function ExperiusGridView({ block }: { block: Of<'experius-grid'> }) {
  // Its columns default to 1, 2 and 3 per width.
  const columns = block.columns ?? {};
  const classes = columnsGrid({
    mobile: columns.mobile ?? 1,
    tablet: columns.tablet ?? 2,
    desktop: columns.desktop ?? 3,
  });
  const items = block.children.filter(
    (child): child is Of<'experius-grid-item'> => child.type === 'experius-grid-item',
  );
  return (
    <section aria-label={block.title}>
      {block.title ? <h2 className="mb-4 text-2xl font-bold text-brand">{block.title}</h2> : null}
      <ul className={classes}>
        {items.map((item) => (
          <li
            key={item.id}
            className={item.span === 2 ? 'md:col-span-2' : undefined}
            data-block="experius-grid-item"
            {...dataProps(item.dataAttributes)}
          >
            <ExperiusGridItemView block={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ExperiusGridItemView({ block }: { block: Of<'experius-grid-item'> }) {
  const body = (
    <>
      {block.media ? (
        <BlockMediaImage
          media={block.media}
          loading="lazy"
          sizes={imageSizes.gridTile}
          className="aspect-[3/2] h-auto w-full object-cover"
        />
      ) : null}
      <span className="flex flex-1 flex-col gap-1 p-4">
        {block.title ? <strong className="text-lg text-brand">{block.title}</strong> : null}
        {block.text ? <span className="text-ink">{block.text}</span> : null}
        {block.link && block.button ? (
          <span className={`btn btn-${block.button.type ?? 'primary'} mt-2 w-fit`}>
            {block.button.label}
          </span>
        ) : null}
      </span>
    </>
  );
  const classes =
    'flex h-full flex-col overflow-hidden rounded-lg border border-line bg-white no-underline';
  return block.link ? (
    <BlockAnchor link={block.link} className={`${classes} hover:border-brand`}>
      {body}
    </BlockAnchor>
  ) : (
    <div className={classes}>{body}</div>
  );
}
