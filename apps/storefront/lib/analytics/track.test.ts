import { describe, expect, it, vi } from 'vitest';
import { ecommerceEvent } from './ecommerce';
import { filterSelectionEvent, menuSelectionEvent, searchEvent } from './site-events';
import { track, type TagWindow, type TrackContext } from './track';

const gtm = { mode: 'gtm', id: 'GTM-TEST1' } as const;
const analyticsOnly = { analytics: true, marketing: false };

/** A page whose tags already started (the tag loader defines gtag then). */
function startedPage(): TagWindow & { dataLayer: unknown[] } {
  const page: TagWindow & { dataLayer: unknown[] } = { dataLayer: [] };
  page.gtag = (...args: unknown[]) => void page.dataLayer.push(args);
  return page;
}

const context = (overrides: Partial<TrackContext>): TrackContext => ({
  tag: gtm,
  consent: analyticsOnly,
  target: startedPage(),
  ...overrides,
});

describe('track', () => {
  it('pushes an event to the data layer with tracking configured and analytics allowed', () => {
    const page = startedPage();
    expect(track(searchEvent('wasmachine'), context({ target: page }))).toBe(true);
    expect(page.dataLayer).toEqual([{ event: 'search', search_term: 'wasmachine' }]);
  });

  it('clears the previous ecommerce object before an e-commerce event', () => {
    const page = startedPage();
    const event = ecommerceEvent('view_cart', [{ sku: 'A', name: 'A', quantity: 1 }]);
    track(event, context({ target: page }));
    expect(page.dataLayer).toEqual([{ ecommerce: null }, event]);
  });

  it('sends nothing without a configured tag', () => {
    const page: TagWindow = {};
    expect(track(searchEvent('x'), context({ tag: null, target: page }))).toBe(false);
    expect(page).toEqual({});
  });

  it('sends nothing without analytics consent, and does not queue it for later', () => {
    const page: TagWindow = {};
    const start = vi.fn();
    expect(track(searchEvent('x'), context({ consent: null, target: page, start }))).toBe(false);
    const marketingOnly = { analytics: false, marketing: true };
    expect(track(searchEvent('x'), context({ consent: marketingOnly, target: page, start }))).toBe(
      false,
    );
    expect(page).toEqual({});
    expect(start).not.toHaveBeenCalled();
  });

  it('asks the loader to start the tags for a choice this page has not applied yet', () => {
    const page: TagWindow & { dataLayer?: unknown[] } = {};
    const start = vi.fn(() => {
      page.dataLayer = ['consent defaults'];
      page.gtag = () => undefined;
    });
    expect(
      track(menuSelectionEvent('mega_menu', ['A'], '/a'), context({ target: page, start })),
    ).toBe(true);
    expect(start).toHaveBeenCalledWith(analyticsOnly);
    expect(page.dataLayer).toHaveLength(2);
  });

  it('drops the event when the tags could not start', () => {
    const page: TagWindow = {};
    expect(track(searchEvent('x'), context({ target: page, start: () => undefined }))).toBe(false);
    expect(page.dataLayer).toBeUndefined();
  });

  it('calls gtag with the event name and flat parameters in gtag mode', () => {
    const calls: unknown[][] = [];
    const page: TagWindow = { gtag: (...args) => void calls.push(args) };
    const tag = { mode: 'gtag', id: 'G-TEST1' } as const;
    track(filterSelectionEvent('Merk', 'Voltana', true), context({ tag, target: page }));
    const event = ecommerceEvent('add_to_cart', [
      { sku: 'A', name: 'A', quantity: 2, priceCents: 150 },
    ]);
    track(event, context({ tag, target: page }));
    expect(calls).toEqual([
      [
        'event',
        'filter_selection',
        { filter_group: 'Merk', filter_value: 'Voltana', filter_action: 'select' },
      ],
      ['event', 'add_to_cart', event.ecommerce],
    ]);
  });
});
