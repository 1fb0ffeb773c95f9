import { getTranslations } from 'next-intl/server';
import type { ContentBlock } from '@/lib/commerce/types';
import { rowOptions } from './convert';
import {
  BannerBlockView,
  ButtonItemView,
  ButtonsBlockView,
  DividerBlockView,
  HeadingBlockView,
  ImageBlockView,
  TextBlockView,
  UspBlockView,
} from './blocks/simple-blocks';
import { SliderView } from './blocks/slider';
import { ProductsBlockView } from './blocks/products-block';
import { WeekdealsBlockView } from './blocks/weekdeals-block';

// Full class names, so Tailwind finds them (spec §3: columns per breakpoint, default 1).
const mobileCols = [
  '',
  'grid-cols-1',
  'grid-cols-2',
  'grid-cols-3',
  'grid-cols-4',
  'grid-cols-5',
  'grid-cols-6',
];
const tabletCols = [
  '',
  'md:grid-cols-1',
  'md:grid-cols-2',
  'md:grid-cols-3',
  'md:grid-cols-4',
  'md:grid-cols-5',
  'md:grid-cols-6',
];
const desktopCols = [
  '',
  'desk:grid-cols-1',
  'desk:grid-cols-2',
  'desk:grid-cols-3',
  'desk:grid-cols-4',
  'desk:grid-cols-5',
  'desk:grid-cols-6',
];

/** Renders converted page-builder blocks; `nested` blocks sit inside a row's container. */
export async function ContentBlocks({
  blocks,
  nested = false,
}: {
  blocks: ContentBlock[];
  nested?: boolean;
}) {
  const t = await getTranslations('Content');
  return <>{blocks.map((block) => renderBlock(block, nested, t))}</>;
}

type T = Awaited<ReturnType<typeof getTranslations<'Content'>>>;

function renderBlock(block: ContentBlock, nested: boolean, t: T) {
  const wrap = (node: React.ReactNode) =>
    nested ? (
      <div key={block.id}>{node}</div>
    ) : (
      <div key={block.id} className="container-shop my-6">
        {node}
      </div>
    );
  switch (block.type) {
    case 'row': {
      const { columns } = rowOptions(block.options);
      const fullWidth = block.appearance === 'full-width';
      const grid = `grid gap-4 ${mobileCols[columns.mobile ?? 1]} ${tabletCols[columns.tablet ?? 1]} ${desktopCols[columns.desktop ?? 1]}`;
      return (
        <section
          key={block.id}
          className={fullWidth ? 'mb-6' : 'container-shop my-8'}
          data-block="row"
        >
          {block.title ? (
            <h2 className="mb-4 text-2xl font-bold text-brand">{block.title}</h2>
          ) : null}
          <div className={grid}>
            <ContentBlocks blocks={block.children} nested />
          </div>
        </section>
      );
    }
    case 'column':
      return (
        <div key={block.id} className="min-w-0" data-block="column">
          <ContentBlocks blocks={block.children} nested />
        </div>
      );
    case 'slider': {
      const slides = block.children.filter(
        (child): child is Extract<ContentBlock, { type: 'slide' }> => child.type === 'slide',
      );
      return (
        <SliderView
          key={block.id}
          id={`slider-${block.id}`}
          options={block.options}
          slides={slides}
          labels={{
            region: t('sliderLabel'),
            previous: t('previous'),
            next: t('next'),
            pause: t('pause'),
            play: t('play'),
            slideOf: (index) => t('slideOf', { index, total: slides.length }),
            goToSlide: slides.map((_, index) => t('goToSlide', { index: index + 1 })),
          }}
        />
      );
    }
    case 'slide':
      return null;
    case 'text':
    case 'html':
      return wrap(<TextBlockView block={block} />);
    case 'heading':
      return wrap(<HeadingBlockView block={block} />);
    case 'image':
      return wrap(<ImageBlockView block={block} />);
    case 'banner':
      return nested ? (
        <BannerBlockView key={block.id} block={block} />
      ) : (
        wrap(<BannerBlockView block={block} />)
      );
    case 'buttons':
      return wrap(<ButtonsBlockView block={block} />);
    case 'button-item':
      return wrap(<ButtonItemView block={block} />);
    case 'products':
    case 'products-carousel':
      return <ProductsBlockView key={block.id} block={block} fallbackTitle={t('products')} />;
    case 'usp':
      return <UspBlockView key={block.id} block={block} title={t('uspTitle')} />;
    case 'divider':
      return <DividerBlockView key={block.id} block={block} />;
    case 'weekdeals':
      return <WeekdealsBlockView key={block.id} title={block.title} />;
    default:
      return null;
  }
}
