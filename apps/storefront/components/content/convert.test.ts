import { describe, expect, it, vi } from 'vitest';
import type { ContentBlock } from '@/lib/commerce/types';
import { convertBlocks, rowOptions, sliderOptions } from './convert';
import { cmsHtmlText, sanitizeCmsHtml } from './sanitize';

/** Converts one block; returns it and what was reported. */
function one(raw: unknown): { block: ContentBlock | undefined; reports: string[] } {
  const reports: string[] = [];
  const [block] = convertBlocks([raw], (path, reason) => reports.push(`${path}: ${reason}`));
  return { block, reports };
}

const image = { desktopImage: '{{media url=wysiwyg/a.svg}}', alt: 'A' };

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

  it('sanitises html in text blocks: links follow the link rules, images the media rules', () => {
    const html = sanitizeCmsHtml(
      '<a href="https://www.stroomhuis.nl/nl/navigation/wassen" target="_blank">a</a>' +
        '<a href="javascript:alert(1)">b</a>' +
        '<img src="{{media url=wysiwyg/x.png}}" onerror="x()"><img src="catalog/y.png" alt="Y">',
    );
    expect(html).toBe(
      '<a href="/navigation/wassen" target="_blank" rel="noopener noreferrer">a</a>' +
        '<a href="/" rel="noopener">b</a>' +
        '<img src="/media/wysiwyg/x.png" alt="" loading="lazy" />' +
        '<img src="/media/catalog/y.png" alt="Y" loading="lazy" />',
    );
    expect(cmsHtmlText('<p>Hallo <b>wereld</b></p>\n<p>en meer</p>')).toBe('Hallo wereld en meer');
  });
});

describe('common block fields (spec §3)', () => {
  it('keeps media, link with target, button, pgIds and sanitised data attributes', () => {
    const { block } = one({
      id: 'n 1',
      type: 'notification',
      text: 'Let op',
      media: {
        desktopImage: 'wysiwyg/d.png',
        mobileImage: '{{media url=m.png}}',
        alt: 'D',
        title: 'T',
        width: 10,
        height: 5,
      },
      link: { href: 'https://staging.stroomhuis.nl/service?x=1', target: '_blank' },
      button: { label: 'Lees meer', type: 'bogus' },
      pgIds: ['pg-1', 7, {}, ''],
      dataAttributes: { 'data-Track': 'promo', 'Gtm Label': 3, block: 'x', '1st': 'no', obj: {} },
    });
    expect(block).toEqual({
      id: 'n-1',
      type: 'notification',
      text: 'Let op',
      variant: 'info',
      dismissible: false,
      media: {
        desktopImage: '/media/wysiwyg/d.png',
        mobileImage: '/media/m.png',
        alt: 'D',
        title: 'T',
        width: 10,
        height: 5,
      },
      link: { href: '/service?x=1', target: '_blank' },
      button: { label: 'Lees meer', type: 'primary' },
      pgIds: ['pg-1', '7'],
      dataAttributes: { track: 'promo', 'gtm-label': '3' },
    });
  });

  it('rewrites navigation links and refuses script links', () => {
    const { block } = one({
      type: 'button-item',
      button: { label: 'Ga' },
      link: { href: 'https://www.stroomhuis.nl/navigation/huishouden/koelen' },
    });
    expect(block).toMatchObject({
      link: { href: '/navigation/huishouden/koelen', target: '_self' },
    });
    const { block: bad } = one({
      type: 'banner',
      media: image,
      link: { href: 'javascript:alert(1)' },
    });
    expect(bad).toMatchObject({ link: { href: '/' } });
  });
});

/** One valid and one broken example of every block type, with the reason it is refused. */
const cases: {
  type: string;
  valid: Record<string, unknown>;
  expected: Record<string, unknown>;
  broken: unknown;
  reason: string;
}[] = [
  {
    type: 'row',
    valid: {
      options: { slideMobile: true, columns: { desktop: 4 } },
      children: [{ type: 'text', html: '<p>x</p>' }],
    },
    expected: {
      appearance: 'contained',
      options: {
        horizontal: false,
        slideDesktop: false,
        slideMobile: true,
        columns: { mobile: 1, tablet: 1, desktop: 4 },
      },
    },
    broken: { children: { 0: { type: 'text', html: 'x' } } },
    reason: 'children is not a list',
  },
  {
    type: 'column',
    valid: { width: 0.5, children: [] },
    expected: { width: 0.5, children: [] },
    broken: { children: { 0: { type: 'text', html: 'x' } } },
    reason: 'children is not a list',
  },
  {
    type: 'text',
    valid: { html: '<p>x</p>' },
    expected: { html: '<p>x</p>' },
    broken: { html: 3 },
    reason: 'html is missing',
  },
  {
    type: 'html',
    valid: { html: '<table></table>' },
    expected: { html: '<table></table>' },
    broken: {},
    reason: 'html is missing',
  },
  {
    type: 'heading',
    valid: { text: 'Kop' },
    expected: { text: 'Kop', level: 2 },
    broken: { text: ' ' },
    reason: 'text is missing',
  },
  {
    type: 'image',
    valid: { media: image, caption: 'Onderschrift' },
    expected: {
      media: { desktopImage: '/media/wysiwyg/a.svg', alt: 'A' },
      caption: 'Onderschrift',
    },
    broken: { media: { alt: 'no file' } },
    reason: 'media.desktopImage is missing',
  },
  {
    type: 'video',
    valid: {
      src: 'https://youtu.be/dQw4w9WgXcQ',
      fallback: 'wysiwyg/poster.svg',
      config: { autoplay: true },
    },
    expected: {
      src: 'https://youtu.be/dQw4w9WgXcQ',
      fallback: '/media/wysiwyg/poster.svg',
      config: { autoplay: true, muted: true, loop: false, controls: true },
    },
    broken: { src: 'https://evil.example/video' },
    reason: 'src is not a YouTube, Vimeo or video file address',
  },
  {
    type: 'slider',
    valid: { options: { fade: true }, children: [{ type: 'slide', media: image }] },
    expected: {
      options: {
        autoplay: false,
        autoplaySpeed: 5000,
        fade: true,
        infinite: true,
        showArrows: true,
        showDots: true,
      },
    },
    broken: { children: [{ type: 'text', html: 'x' }] },
    reason: 'slider has no slides',
  },
  {
    type: 'slide',
    valid: {
      media: image,
      appearance: 'collage-left',
      overlay: { position: 'poster', backgroundColor: 'red;x:url(a)' },
    },
    expected: { appearance: 'collage-left', overlay: { show: true, position: 'poster' } },
    broken: {},
    reason: 'media.desktopImage is missing',
  },
  {
    type: 'banner',
    valid: {
      media: image,
      title: 'T',
      appearance: 'nonsense',
      overlay: { show: false, position: 'right', backgroundColor: '#fff' },
    },
    expected: {
      appearance: 'default',
      title: 'T',
      overlay: { show: false, position: 'right', backgroundColor: '#fff' },
    },
    broken: { media: 'x.png' },
    reason: 'media.desktopImage is missing',
  },
  {
    type: 'buttons',
    valid: {
      alignment: 'center',
      children: [{ type: 'button-item', button: { label: 'A' }, link: { href: '/a' } }],
    },
    expected: { alignment: 'center' },
    broken: { children: { 0: { type: 'text', html: 'x' } } },
    reason: 'children is not a list',
  },
  {
    type: 'button-item',
    valid: { button: { label: 'A', type: 'secondary' }, link: { href: '/a', target: '_blank' } },
    expected: { button: { label: 'A', type: 'secondary' }, link: { href: '/a', target: '_blank' } },
    broken: { button: { label: 'A' } },
    reason: 'link.href is missing',
  },
  {
    type: 'products',
    valid: { source: { urlKeys: ['a', 'b'] } },
    expected: {
      type: 'products',
      appearance: 'default',
      source: { urlKeys: ['a', 'b'], pageSize: 2 },
    },
    broken: { source: {} },
    reason: 'source has neither url keys nor a category',
  },
  {
    type: 'products-carousel',
    valid: { source: { categoryId: '5', pageSize: 99 } },
    expected: {
      type: 'products',
      appearance: 'carousel',
      source: { categoryId: '5', pageSize: 24 },
    },
    broken: { source: { urlKeys: [] } },
    reason: 'source has neither url keys nor a category',
  },
  {
    type: 'map',
    valid: {
      'show-controls': false,
      locations: [
        { name: 'Utrecht', country: 'nl', position: { latitude: 52.09, longitude: 5.12 } },
        { name: 'Nergens', position: { latitude: 200, longitude: 5 } },
      ],
    },
    expected: {
      showControls: false,
      zoom: 8,
      locations: [
        { name: 'Utrecht', country: 'NL', position: { latitude: 52.09, longitude: 5.12 } },
      ],
    },
    broken: { locations: [{ name: 'x' }] },
    reason: 'map has no locations with a position',
  },
  {
    type: 'experius-grid',
    valid: { children: [{ type: 'experius-grid-item', title: 'Tegel', span: 2 }] },
    expected: { columns: { mobile: 1, tablet: 2, desktop: 3 } },
    broken: { children: [] },
    reason: 'grid has no items',
  },
  {
    type: 'experius-grid-item',
    valid: { title: 'Tegel', text: 'Tekst' },
    expected: { title: 'Tegel', text: 'Tekst', span: 1 },
    broken: { text: 'alleen tekst' },
    reason: 'grid item has neither a title nor an image',
  },
  {
    type: 'form',
    valid: { form: 'newsletter', title: 'Nieuwsbrief' },
    expected: { form: 'newsletter', title: 'Nieuwsbrief' },
    broken: { form: 'survey' },
    reason: 'form is not contact or newsletter',
  },
  {
    type: 'usp',
    valid: { items: [{ title: 'Gratis', icon: 'truck' }, { text: 'no title' }] },
    expected: { items: [{ title: 'Gratis', icon: 'truck' }] },
    broken: { items: [] },
    reason: 'usp has no items',
  },
  {
    type: 'faq',
    valid: { items: [{ question: 'Wat?', answer: '<p>Dit.</p>' }, { question: 'Leeg?' }] },
    expected: { items: [{ question: 'Wat?', answer: '<p>Dit.</p>' }] },
    broken: { items: [{ question: 'Zonder antwoord' }] },
    reason: 'faq has no questions with an answer',
  },
  {
    type: 'notification',
    valid: { text: 'Storing', variant: 'error', dismissible: true },
    expected: { text: 'Storing', variant: 'error', dismissible: true },
    broken: { variant: 'info' },
    reason: 'text is missing',
  },
  {
    type: 'campaign',
    valid: { title: 'Actie', endDate: '2030-01-01T10:00:00+01:00' },
    expected: { title: 'Actie', endDate: '2030-01-01T09:00:00.000Z', theme: 'dark' },
    broken: { title: 'Actie', endDate: 'morgen' },
    reason: 'endDate is not a date',
  },
  {
    type: 'category',
    valid: { categoryIds: [3, '12', 'x', '-1'] },
    expected: { categoryIds: ['3', '12'] },
    broken: { categoryIds: ['abc'] },
    reason: 'categoryIds has no category id',
  },
  {
    type: 'quote',
    valid: { text: 'Top!', author: 'Sanne' },
    expected: { text: 'Top!', author: 'Sanne' },
    broken: { author: 'Sanne' },
    reason: 'text is missing',
  },
  {
    type: 'title',
    valid: { text: 'Titel', subtitle: 'Sub', alignment: 'center', level: 9 },
    expected: { text: 'Titel', subtitle: 'Sub', alignment: 'center', level: 6 },
    broken: {},
    reason: 'text is missing',
  },
  {
    type: 'weekdeals',
    valid: { title: 'Deal' },
    expected: { title: 'Deal' },
    broken: 'weekdeals',
    reason: 'not an object',
  },
  {
    type: 'divider',
    valid: { color: '#ccc', thickness: 20 },
    expected: { color: '#ccc', thickness: 8 },
    broken: ['divider'],
    reason: 'not an object',
  },
];

/** Rows nested `depth` deep. */
function nest(depth: number): unknown[] {
  let blocks: unknown[] = [{ type: 'text', html: 'x' }];
  for (let i = 0; i < depth; i++) blocks = [{ type: 'row', children: blocks }];
  return blocks;
}

describe('nesting', () => {
  it('leaves out a container nested deeper than the limit', () => {
    const reports: string[] = [];
    const [row] = convertBlocks(nest(9), (path, reason) => reports.push(`${path}: ${reason}`));
    expect(row?.type).toBe('row');
    expect(reports).toEqual([`root${'.0'.repeat(9)}: nested too deep`]);
  });
});

describe('every block type converts, and a broken one is reported and left out (spec §8)', () => {
  it('covers all 27 types', async () => {
    const { BLOCK_TYPES } = await import('@webshop/commerce/content');
    expect(cases.map((entry) => entry.type).sort()).toEqual([...BLOCK_TYPES].sort());
  });

  for (const entry of cases) {
    it(entry.type, () => {
      const { block, reports } = one({ id: `${entry.type}-1`, type: entry.type, ...entry.valid });
      expect(reports).toEqual([]);
      expect(block).toMatchObject({ id: `${entry.type}-1`, type: entry.type, ...entry.expected });

      const broken =
        entry.broken && typeof entry.broken === 'object' && !Array.isArray(entry.broken)
          ? { id: 'broken', type: entry.type, ...entry.broken }
          : entry.broken;
      const result = convertBlocks(
        [{ type: 'heading', text: 'before' }, broken, { type: 'heading', text: 'after' }],
        (path, reason) => reports.push(`${path}: ${reason}`),
      );
      expect(result.map((item) => item.type === 'heading' && item.text)).toEqual([
        'before',
        'after',
      ]);
      expect(reports).toContain(`root.1: ${entry.reason}`);
    });
  }
});

describe('the seeded blocks and home pages', () => {
  it('convert without a single block left out', async () => {
    const { blocksPageBlocks, homePageBlocks } = await import('@webshop/commerce/test-tools');
    const input = {
      featuredUrlKeys: ['a', 'b'],
      carouselCategory: { id: 7, name: 'Wasmachines', urlPath: 'wasmachines' },
      topCategories: [{ id: '3', name: 'Huishouden', urlPath: 'huishouden' }],
    };
    const now = new Date('2026-11-24T12:00:00Z');
    const reports: string[] = [];
    const report = (path: string, reason: string) => reports.push(`${path}: ${reason}`);
    const blocks = convertBlocks(blocksPageBlocks(input, now), report);
    convertBlocks(homePageBlocks({ ...input, now }), report);
    expect(reports).toEqual([]);
    const html = blocks.find((block) => block.id === 'html');
    expect(html?.type === 'html' && sanitizeCmsHtml(html.html)).toContain(
      '<img src="/media/wysiwyg/logos/certificates/thuiswinkel.svg"',
    );
  });
});
