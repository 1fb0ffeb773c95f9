import { describe, expect, it } from 'vitest';
import { euroCents, filterFromParams, shopToday } from './order-filters';

describe('order list filters from the address', () => {
  it('reads states, dates, store, method, amounts and the search', () => {
    const params = new URLSearchParams(
      'status=PROCESSING,READY_TO_SHIP,NOPE&from=2026-11-01&to=2026-11-27&store=ams&method=ideal&min=10,5&max=200&q=%20jan%20',
    );
    expect(filterFromParams(params)).toEqual({
      filter: {
        status: ['PROCESSING', 'READY_TO_SHIP'],
        placed_from: '2026-11-01',
        placed_to: '2026-11-27',
        pickup_store: 'ams',
        payment_method: 'ideal',
        grand_total_min_cents: 1050,
        grand_total_max_cents: 20000,
      },
      search: 'jan',
    });
  });

  it('leaves out what is empty or not an amount', () => {
    expect(filterFromParams(new URLSearchParams('min=abc&q=%20'))).toEqual({
      filter: {},
      search: null,
    });
    expect(euroCents('12.345')).toBeUndefined();
    expect(euroCents('0,07')).toBe(7);
  });

  it("takes 'today' as the shop's day in Amsterdam", () => {
    expect(shopToday(new Date('2026-11-27T23:30:00Z'))).toBe('2026-11-28');
  });
});
