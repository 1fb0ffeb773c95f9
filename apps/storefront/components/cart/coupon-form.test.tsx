import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { CouponForm } from './coupon-form';
import { renderDutch } from './testing/render';

// The form's first paint needs no cart request (the actions live on the app router).
vi.mock('@/lib/cart/use-cart-actions', () => ({ useCartActions: () => ({}) }));

const css = readFileSync(path.join(import.meta.dirname, '../../app/globals.css'), 'utf8').replace(
  /\/\*[\s\S]*?\*\//g,
  '',
);

/** The declarations of a rule whose selector list holds `selector`. */
function ruleFor(selector: string): string | undefined {
  for (const match of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selectors = match[1]!.split(',').map((part) => part.trim());
    if (selectors.includes(selector)) return match[2];
  }
  return undefined;
}

describe('coupon form (spec §3 applied_coupons)', () => {
  it('starts with a disabled Apply button that looks disabled, not like the enabled one', () => {
    const { html } = renderDutch(<CouponForm applied={[]} />);
    const button = html.match(/<button[^>]*>Toepassen<\/button>/)?.[0] ?? '';
    expect(button).toContain('disabled=""');
    const classes = button.match(/class="([^"]*)"/)?.[1]?.split(' ') ?? [];
    expect(classes).toContain('btn');
    // The look of every disabled .btn, secondary as well as primary: greyed, no brand colour.
    const disabled = ruleFor('.btn:disabled');
    expect(disabled).toMatch(/text-muted/);
    expect(disabled).toMatch(/bg-line/);
    expect(disabled).toMatch(/cursor-not-allowed/);
    expect(ruleFor(".btn[aria-disabled='true']")).toBe(disabled);
  });
});
