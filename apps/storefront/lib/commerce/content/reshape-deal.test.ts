import { describe, expect, it } from 'vitest';
import { reshapeDeal } from './reshape-deal';

describe('reshapeDeal (spec §3 Deal)', () => {
  const deal = {
    name: 'Deal',
    subtitle: null,
    image_url: 'deals/week.webp',
    content_link: null,
    button_text: null,
    end_date: '2026-01-11T23:00:00Z',
    dark_or_light: 0,
    action_type: 1,
    product: null,
  };
  it('maps theme, fallback and the button that needs both text and link', () => {
    expect(reshapeDeal(deal)).toMatchObject({
      title: 'Deal',
      image: '/media/deals/week.webp',
      theme: 'dark',
      isFallback: false,
      button: null,
    });
    expect(reshapeDeal({ ...deal, dark_or_light: 1, action_type: 3 })).toMatchObject({
      theme: 'light',
      isFallback: true,
    });
    expect(reshapeDeal({ ...deal, button_text: 'Go' })?.button).toBeNull();
    expect(reshapeDeal({ ...deal, button_text: 'Go', content_link: '/deal' })?.button).toEqual({
      label: 'Go',
      href: '/deal',
    });
  });
});
