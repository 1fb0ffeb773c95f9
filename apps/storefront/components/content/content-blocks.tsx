import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
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
import { RowView } from './blocks/row';
import { VideoBlockView } from './blocks/video-block';
import { FaqBlockView } from './blocks/faq-block';
import { NotificationBlockView } from './blocks/notification-block';
import { CampaignBlockView } from './blocks/campaign-block';
import { CategoryBlockView } from './blocks/category-block';
import {
  ExperiusGridItemView,
  ExperiusGridView,
  QuoteBlockView,
  TitleBlockView,
} from './blocks/editorial-blocks';
import { FormBlockView } from './blocks/form-block';
import { MapBlockView } from './blocks/map-block';
import { dataProps } from './blocks/data-props';

type T = Awaited<ReturnType<typeof getTranslations<'Content'>>>;

/** Renders converted page-builder blocks; `nested` blocks sit inside a row's container. */
export async function ContentBlocks({
  blocks,
  nested = false,
}: {
  blocks: ContentBlock[];
  nested?: boolean;
}) {
  const [t, locale] = await Promise.all([getTranslations('Content'), getLocale()]);
  // One moment for the whole page: a campaign that ended is left out (spec §3 campaign).
  const now = Date.now();
  return <>{blocks.map((block) => renderBlock(block, nested, t, now, locale))}</>;
}

/** Blocks whose view spans the page's width by itself or brings its own container. */
const ownWidth = new Set<ContentBlock['type']>([
  'row',
  'slider',
  'products',
  'usp',
  'divider',
  'weekdeals',
]);

function renderBlock(block: ContentBlock, nested: boolean, t: T, now: number, locale: string) {
  if (block.type === 'campaign' && block.endDate && Date.parse(block.endDate) <= now) return null;
  const view = blockView(block, t, now, locale);
  if (view === null) return null;
  // Every block carries its type and its data attributes (spec §3 dataAttributes).
  const kind =
    block.type === 'products' && block.appearance === 'carousel' ? 'products-carousel' : block.type;
  const frame = !nested && !ownWidth.has(block.type) ? 'container-shop my-6' : undefined;
  return (
    <div key={block.id} className={frame} data-block={kind} {...dataProps(block.dataAttributes)}>
      {view}
    </div>
  );
}

function blockView(block: ContentBlock, t: T, now: number, locale: string): ReactNode {
  switch (block.type) {
    case 'row': {
      const options = rowOptions(block.options);
      return (
        <RowView
          id={block.id}
          title={block.title}
          fullWidth={block.appearance === 'full-width'}
          options={options}
          labels={{
            region: block.title ?? t('rowLabel'),
            previous: t('previous'),
            next: t('next'),
          }}
        >
          {block.children.map((child) => (
            <ContentBlocks key={child.id} blocks={[child]} nested />
          ))}
        </RowView>
      );
    }
    case 'column':
      return (
        <div className="min-w-0">
          <ContentBlocks blocks={block.children} nested />
        </div>
      );
    case 'slider': {
      const slides = block.children.filter(
        (child): child is Extract<ContentBlock, { type: 'slide' }> => child.type === 'slide',
      );
      return (
        <SliderView
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
      // A slide on its own (outside a slider) shows as a banner.
      return <BannerBlockView block={{ ...block, type: 'banner' }} />;
    case 'text':
    case 'html':
      return <TextBlockView block={block} locale={locale} />;
    case 'heading':
      return <HeadingBlockView block={block} />;
    case 'image':
      return <ImageBlockView block={block} />;
    case 'banner':
      return <BannerBlockView block={block} />;
    case 'buttons':
      return <ButtonsBlockView block={block} />;
    case 'button-item':
      return <ButtonItemView block={block} />;
    case 'products':
    case 'products-carousel':
      return <ProductsBlockView block={block} fallbackTitle={t('products')} />;
    case 'usp':
      return <UspBlockView block={block} title={t('uspTitle')} />;
    case 'divider':
      return <DividerBlockView block={block} />;
    case 'weekdeals':
      return <WeekdealsBlockView title={block.title} />;
    case 'video':
      return (
        <VideoBlockView
          block={block}
          fallbackTitle={t('videoTitle')}
          playLabel={(title) => t('playVideo', { title })}
        />
      );
    case 'map':
      return <MapBlockView block={block} fallbackTitle={t('mapTitle')} />;
    case 'experius-grid':
      return <ExperiusGridView block={block} />;
    case 'experius-grid-item':
      return <ExperiusGridItemView block={block} />;
    case 'form':
      return (
        <FormBlockView
          block={block}
          fallbackTitle={block.form === 'contact' ? t('contactFormTitle') : t('newsletterTitle')}
        />
      );
    case 'faq':
      return <FaqBlockView block={block} fallbackTitle={t('faqTitle')} locale={locale} />;
    case 'notification':
      return <NotificationBlockView block={block} dismissLabel={t('dismiss')} locale={locale} />;
    case 'campaign':
      return <CampaignBlockView block={block} now={now} />;
    case 'category':
      return <CategoryBlockView block={block} fallbackTitle={t('categoriesTitle')} />;
    case 'quote':
      return <QuoteBlockView block={block} />;
    case 'title':
      return <TitleBlockView block={block} />;
    default:
      return null;
  }
}
