import { describe, expect, it } from 'vitest';
import { parseQuantity } from '@/lib/cart/quantity';
import { QuantityStepper } from './quantity-stepper';
import { renderDutch } from './testing/render';

const stepper = (value: number) =>
  renderDutch(<QuantityStepper value={value} label="Aantal" onChange={() => undefined} />);

describe('quantity stepper at the shop’s maximum (99 a line)', () => {
  it('says so when a typed quantity is cut to 99, and offers no step up', () => {
    const shown = parseQuantity('250', 2);
    expect(shown).toBe(99);
    const { html, text } = stepper(shown);
    expect(text).toContain('Je kunt maximaal 99 stuks per artikel bestellen.');
    expect(html).toMatch(/<button[^>]*aria-disabled="true"[^>]*aria-label="Eén meer"/);
  });

  it('says nothing below the maximum', () => {
    const { html, text } = stepper(98);
    expect(text).not.toContain('maximaal');
    expect(html).not.toMatch(/<button[^>]*aria-disabled="true"[^>]*aria-label="Eén meer"/);
    expect(html).toContain('role="status"');
  });
});
