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
    expect(reshapeDeal(deal, 'nl')).toMatchObject({
      title: 'Deal',
      image: '/media/deals/week.webp',
      theme: 'dark',
      isFallback: false,
      button: null,
    });
    expect(reshapeDeal({ ...deal, dark_or_light: 1, action_type: 3 }, 'nl')).toMatchObject({
      theme: 'light',
      isFallback: true,
    });
    expect(reshapeDeal({ ...deal, button_text: 'Go' }, 'nl')?.button).toBeNull();
    expect(
      reshapeDeal({ ...deal, button_text: 'Go', content_link: '/deal' }, 'nl')?.button,
    ).toEqual({
      label: 'Go',
      href: '/deal',
    });
  });

  it('writes the prices in its texts by the page’s locale', () => {
    const subtitle = 'Now {{price cents=104900}} instead of {{price cents=124900}}';
    expect(reshapeDeal({ ...deal, subtitle }, 'en')?.subTitle).toBe('Now €1,049 instead of €1,249');
  });
});
