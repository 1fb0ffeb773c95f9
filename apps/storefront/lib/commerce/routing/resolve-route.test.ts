import { describe, expect, it } from 'vitest';
import { pageAnswer } from '../testing/fixtures';
import { reshapeRoute } from './resolve-route';

const routable = { type: null, relative_url: null, redirect_code: 0 };

describe('route answers as pages (RoutableInterface)', () => {
  it('gives a CMS page with its blocks, path and texts', () => {
    const route = reshapeRoute(
      {
        __typename: 'CmsPage',
        ...routable,
        type: 'CMS_PAGE',
        relative_url: '/service/gespreid-betalen',
        identifier: 'service/gespreid-betalen',
        title: 'Gespreid betalen',
        meta_title: null,
        meta_description: 'In drie termijnen.',
        content: '[{"id":"heading-1","type":"heading","text":"Gespreid betalen","level":1}]',
      },
      'nl',
    );
    expect(route).toMatchObject({
      type: 'CMS_PAGE',
      redirect: null,
      identifier: 'service/gespreid-betalen',
      page: {
        path: '/service/gespreid-betalen',
        title: 'Gespreid betalen',
        metaTitle: null,
        metaDescription: 'In drie termijnen.',
        blocks: [{ type: 'heading', level: 1 }],
      },
    });
  });

  it('redirects another spelling of the url to the canonical one (ADR 0003)', () => {
    const route = reshapeRoute(
      {
        __typename: 'SimpleProduct',
        ...pageAnswer(),
        type: 'PRODUCT',
        relative_url: '/wasmachine',
        redirect_code: 301,
      },
      'nl',
    );
    expect(route).toMatchObject({ type: 'PRODUCT', redirect: '/wasmachine' });
  });

  it('shows no blocks for unreadable content', () => {
    const route = reshapeRoute(
      {
        __typename: 'CmsPage',
        ...routable,
        identifier: 'x',
        title: 'X',
        meta_title: null,
        meta_description: null,
        content: '{not json',
      },
      'nl',
    );
    expect(route?.type === 'CMS_PAGE' && route.page.blocks).toEqual([]);
  });
});
