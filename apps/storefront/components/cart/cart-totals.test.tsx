import { describe, expect, it } from 'vitest';
import { cartAmounts, pickupSavingCents } from '@/lib/cart/cart-amounts';
import { CartTotals } from './cart-totals';
import { cartItem, cartWith, renderDutch } from './testing/render';

/** € 8,95 of goods, home delivery € 2,95: the engine's total and VAT include the delivery. */
const smallCart = cartWith([cartItem()], {
  subtotalInclTaxCents: 895,
  grandTotalCents: 1190,
  taxes: [{ label: 'BTW 21%', rate: 21, amountCents: 207 }],
  freeShippingRemainingCents: 3605,
});

const amount = (text: string, label: string) =>
  text.match(new RegExp(`${label} (€ [\\d.,]+|Gratis)`))?.[1];

describe('cart totals (spec §2 drawer, §9 delivery)', () => {
  it.each([true, false])(
    'adds up to the total the VAT line belongs to (compact: %s)',
    (compact) => {
      const { text } = renderDutch(<CartTotals cart={smallCart} compact={compact} />);
      expect(amount(text, 'Subtotaal')).toBe('€ 8,95');
      expect(amount(text, 'Bezorgkosten')).toBe('€ 2,95');
      expect(amount(text, 'Totaal')).toBe('€ 11,90');
      expect(amount(text, 'Waarvan btw 21%')).toBe('€ 2,07');
    },
  );

  it('takes delivery from the engine’s total: none once pickup is chosen', () => {
    const pickup = cartWith([cartItem({ inStoreUnitCents: 795, priceCents: 795 })], {
      subtotalInclTaxCents: 795,
      grandTotalCents: 795,
      inStoreDiscountCents: 100,
      freeShippingRemainingCents: 0,
    });
    expect(cartAmounts(pickup)).toEqual({
      subtotalCents: 795,
      discountCents: 0,
      shippingCents: 0,
      totalCents: 795,
    });
    const { text } = renderDutch(<CartTotals cart={pickup} compact />);
    expect(amount(text, 'Bezorgkosten')).toBe('Gratis');
    expect(text).toContain('Voordeel bij afhalen in de winkel € 1,00');
    expect(text).not.toContain('Goedkoper in de winkel');
  });

  it('keeps a coupon inside the sum', () => {
    const withCoupon = cartWith([cartItem({ priceCents: 5000, rowTotalCents: 5000 })], {
      subtotalInclTaxCents: 5000,
      grandTotalCents: 4795,
      discounts: [{ label: 'WELKOM', amountCents: 500 }],
    });
    const sums = cartAmounts(withCoupon);
    expect(sums.shippingCents).toBe(295);
    expect(sums.subtotalCents - sums.discountCents + sums.shippingCents).toBe(sums.totalCents);
  });
});

describe('cheaper in store (spec §3 price_in_store)', () => {
  const lines = [
    cartItem({ quantity: 2, priceCents: 49_900, inStoreUnitCents: 47_900 }),
    cartItem({ id: 'line-2', priceCents: 1_000, inStoreUnitCents: 1_200 }),
    cartItem({ id: 'line-3', priceCents: 2_000, inStoreUnitCents: null }),
  ];
  const cart = cartWith(lines, { subtotalInclTaxCents: 102_800, grandTotalCents: 102_800 });

  it('adds up what the lines’ store prices save before pickup is chosen', () => {
    expect(pickupSavingCents(cart)).toBe(4_000);
  });

  it('shows the saving in the drawer and on the cart page', () => {
    const drawer = renderDutch(<CartTotals cart={cart} compact />);
    expect(drawer.html).toContain('data-testid="pickup-saving"');
    expect(drawer.text).toContain('Goedkoper bij afhalen in de winkel € 40,00');
    const page = renderDutch(<CartTotals cart={cart} />);
    expect(page.text).toContain(
      'Goedkoper in de winkel: haal af in een van onze winkels en bespaar € 40,00.',
    );
  });

  it('says nothing when no line is cheaper in a store', () => {
    const { html } = renderDutch(<CartTotals cart={smallCart} compact />);
    expect(html).not.toContain('pickup-saving');
  });
});
