import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { mediaWidths } from '@webshop/commerce/contracts';
import { BlockMediaImage } from '@/components/content/blocks/block-media-image';
import { ProductCard } from '@/components/catalog/product-card';
import { ProductGallery } from '@/components/product/product-gallery';
import type { ProductCardData } from '@/lib/commerce/types';
import { imageWidths, mediaSrcSet } from '@/lib/media/responsive-image';
import messages from '@/messages/nl.json';
import { FallbackImage } from './fallback-image';

const image = '/media/catalog/product/w/a/wasmachine-1a2b3c.webp';
const spec = [320, 375, 768, 1024, 1200, 1920];

/** Every `srcset` of the markup, as lists of [url, width descriptor]. */
function srcSets(html: string): string[][][] {
  return [...html.matchAll(/\ssrcset="([^"]*)"/gi)].map((match) =>
    match[1]!.split(', ').map((candidate) => candidate.split(' ')),
  );
}

const inDutch = (node: React.ReactNode) =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale="nl" messages={messages} timeZone="Europe/Amsterdam">
      {node}
    </NextIntlClientProvider>,
  );

describe('responsive images (spec §9 image sizes)', () => {
  it("offers exactly the spec's widths, the ones the engine resizes to", () => {
    expect([...imageWidths]).toEqual(spec);
    expect([...mediaWidths]).toEqual(spec);
    expect(mediaSrcSet(image)).toBe(spec.map((w) => `${image}?w=${w} ${w}w`).join(', '));
  });

  it('leaves images the engine cannot resize as they are', () => {
    for (const src of [
      '/images/fallback.svg',
      '/media/wysiwyg/logos/payment/ideal.svg',
      '/media/wysiwyg/banner.webp',
      'https://cdn.example.com/x.webp',
      '',
    ]) {
      expect(mediaSrcSet(src), src).toBeUndefined();
    }
  });

  it('gives an image with sizes a srcset, and one without none', () => {
    const sized = renderToStaticMarkup(
      <FallbackImage src={image} alt="Wasmachine" sizes="50vw" width={320} height={320} />,
    );
    expect(srcSets(sized)).toEqual([spec.map((w) => [`${image}?w=${w}`, `${w}w`])]);
    expect(sized).toContain('sizes="50vw"');
    expect(sized).toContain(`src="${image}"`);
    const plain = renderToStaticMarkup(<FallbackImage src={image} alt="" />);
    expect(srcSets(plain)).toEqual([]);
  });

  it("sizes content banners, the phone's own picture included", () => {
    const html = renderToStaticMarkup(
      <BlockMediaImage
        media={{
          desktopImage: '/media/content/banner-wide.webp',
          mobileImage: '/media/content/banner-phone.webp',
          width: 1920,
          height: 600,
        }}
      />,
    );
    const [phone, desktop] = srcSets(html);
    expect(phone!.map(([url]) => url)).toEqual(
      spec.map((w) => `/media/content/banner-phone.webp?w=${w}`),
    );
    expect(desktop!.map(([, w]) => w)).toEqual(spec.map((w) => `${w}w`));
    expect(html).toMatch(/<source[^>]*sizes="100vw"/);
    expect(html).toMatch(/<(?:img)[^>]*sizes="\(min-width: 1280px\) 1248px, 100vw"/);
  });

  it('sizes every picture of the product page gallery, thumbnails too', () => {
    const html = inDutch(
      <ProductGallery
        name="Wasmachine"
        entries={[
          { id: 1, label: 'Voorkant', url: image, video: null },
          { id: 2, label: 'Zijkant', url: image.replace('1a2b3c', '4d5e6f'), video: null },
        ]}
      />,
    );
    const images = html.match(/<(?:img)\b[^>]*>/g) ?? [];
    expect(images).toHaveLength(4);
    for (const tag of images) {
      expect(tag).toMatch(/srcSet="[^"]*\?w=320 320w,[^"]*\?w=1920 1920w"/);
      expect(tag).toMatch(/sizes="[^"]+"/);
    }
    expect(images[0]).toContain(
      'sizes="(min-width: 1280px) 616px, (min-width: 992px) 50vw, 100vw"',
    );
    expect(images[2]).toContain('sizes="64px"');
  });

  it('sizes the picture of a product card', () => {
    const product = {
      id: 1,
      uid: 'MQ==',
      sku: 'WM-1',
      name: 'Wasmachine',
      urlKey: 'wasmachine',
      href: '/wasmachine',
      brand: null,
      image: { url: image, alt: 'Wasmachine' },
      labels: [],
      price: null,
      rating: null,
      energyClass: null,
    } as unknown as ProductCardData;
    const html = inDutch(<ProductCard product={product} compare={false} />);
    const tag = /<(?:img)\b[^>]*>/.exec(html)?.[0] ?? '';
    expect(srcSets(tag)[0]!.map(([, w]) => w)).toEqual(spec.map((w) => `${w}w`));
    expect(tag).toContain('sizes="(min-width: 1280px) 300px');
  });
});
