import { describe, expect, it, vi } from 'vitest';
import { convertBlocks, rowOptions, sliderOptions } from './convert';
import { sanitizeCmsHtml } from './sanitize';

describe('convertBlocks (spec §2, §3, §8)', () => {
  it('skips unknown and broken blocks and reports them, keeping the rest', () => {
    const report = vi.fn();
    const blocks = convertBlocks(
      [
        { id: 'a', type: 'heading', text: 'Hello' },
        { id: 'b', type: 'marquee' },
        { id: 'c', type: 'image' },
        'garbage',
        {
          id: 'd',
          type: 'row',
          children: [
            { id: 'e', type: 'text', html: '<p>x</p>' },
            { id: 'f', type: 'slider', children: [] },
          ],
        },
      ],
      report,
    );
    expect(blocks.map((block) => block.id)).toEqual(['a', 'd']);
    expect(blocks[1]!.type === 'row' && blocks[1]!.children.map((child) => child.id)).toEqual([
      'e',
    ]);
    expect(report.mock.calls.map(([path, reason]) => `${path}: ${reason}`)).toEqual([
      'root.1: unknown block type "marquee"',
      'root.2: media.desktopImage is missing',
      'root.3: not an object',
      'root.4.1: slider has no slides',
    ]);
  });

  it('defaults heading level 2 and button type primary (spec §9)', () => {
    const [heading, item] = convertBlocks([
      { type: 'heading', text: 'x' },
      {
        type: 'button-item',
        button: { label: 'Go' },
        link: { href: 'https://www.stroomhuis.nl/winkels' },
      },
    ]);
    expect(heading).toMatchObject({ level: 2 });
    expect(item).toMatchObject({ button: { type: 'primary' }, link: { href: '/winkels' } });
  });

  it('resolves media placeholders and maps products carousels', () => {
    const [slider, carousel] = convertBlocks([
      {
        type: 'slider',
        children: [{ type: 'slide', media: { desktopImage: '{{media url=wysiwyg/a.svg}}' } }],
      },
      { type: 'products-carousel', source: { categoryId: 12 } },
    ]);
    expect(
      slider?.type === 'slider' &&
        slider.children[0]?.type === 'slide' &&
        slider.children[0].media.desktopImage,
    ).toBe('/media/wysiwyg/a.svg');
    expect(carousel).toMatchObject({
      type: 'products',
      appearance: 'carousel',
      source: { categoryId: '12' },
    });
  });

  it('fills slider and row options with their defaults', () => {
    expect(sliderOptions(undefined)).toEqual({
      autoplay: false,
      autoplaySpeed: 5000,
      fade: false,
      infinite: true,
      showArrows: true,
      showDots: true,
    });
    expect(rowOptions({ columns: { desktop: 3 } }).columns).toEqual({
      mobile: 1,
      tablet: 1,
      desktop: 3,
    });
  });

  it('sanitises CMS html', () => {
    const html = sanitizeCmsHtml(
      '<p onclick="x()">Hi <a href="{{store url=contact}}">us</a></p><script>alert(1)</script>',
    );
    expect(html).toBe('<p>Hi <a href="/contact" rel="noopener">us</a></p>');
  });
});
