import { describe, expect, it } from 'vitest';
import type { CartFieldsFragment } from '../generated/graphql';
import { withShopperLocale } from '../shopper-locale';
import { cents, reshapeCart } from './reshape-cart';

const money = (value: number) => ({ value, currency: 'EUR' as const });

function rawCart(overrides: Partial<CartFieldsFragment> = {}): CartFieldsFragment {
  return {
    id: 'cart-1',
    total_quantity: 2,
    is_active: true,
    errors: [],
    applied_coupons: [{ code: 'WELKOM10' }],
    prices: {
      grand_total: money(41.98),
      subtotal_including_tax: money(39.98),
      subtotal_excluding_tax: money(33.04),
      applied_taxes: [{ label: 'BTW', rate: 21, amount: money(6.94) }],
      discounts: [],
      in_store_discount: money(5),
      free_shipping_remaining: money(5.02),
    },
    shipping_addresses: [],
    items: [
      {
        __typename: 'ConfigurableCartItem',
        uid: 'line-1',
        quantity: 2,
        is_available: true,
        errors: null,
        product: {
          id: 7,
          sku: 'TSHIRT',
          name: 'T-shirt',
          url_key: 't-shirt',
          url_suffix: '',
          brand_label: 'Kernkracht',
          price_in_store: money(18.99),
          small_image: { url: '/media/t.webp', label: '' },
          categories: [
            { name: 'Fitness', level: 3 },
            { name: 'Sport', level: 2 },
          ],
        },
        prices: {
          price_including_tax: money(19.99),
          row_total_including_tax: money(39.98),
          total_item_discount: null,
        },
        configurable_options: [{ option_label: 'Maat', value_label: 'M' }],
        configured_variant: {
          sku: 'TSHIRT-M',
          name: 'T-shirt M',
          small_image: null,
          price_in_store: money(17.99),
        },
      },
    ],
    ...overrides,
  } as CartFieldsFragment;
}

describe('the engine cart as /api/cart answers it', () => {
  it('turns euros into integer cents without float drift', () => {
    expect(cents(money(19.99))).toBe(1999);
    expect(cents(money(0.1 + 0.2))).toBe(30);
    expect(cents(null)).toBe(0);
  });

  it('keeps the line, its variant and its categories from the top down', () => {
    const cart = reshapeCart(rawCart());
    expect(cart.prices).toMatchObject({
      subtotalInclTaxCents: 3998,
      grandTotalCents: 4198,
      inStoreDiscountCents: 500,
      freeShippingRemainingCents: 502,
      taxes: [{ label: 'BTW', rate: 21, amountCents: 694 }],
    });
    expect(cart.applied_coupons).toEqual(['WELKOM10']);
    const [line] = cart.items;
    expect(line).toMatchObject({
      id: 'line-1',
      quantity: 2,
      priceCents: 1999,
      rowTotalCents: 3998,
      // The chosen variant's store price, not its parent's.
      inStoreUnitCents: 1799,
    });
    expect(line!.product).toMatchObject({
      sku: 'TSHIRT',
      variantSku: 'TSHIRT-M',
      name: 'T-shirt M',
      url: '/t-shirt',
      variant: 'Maat: M',
      categories: ['Sport', 'Fitness'],
      image: { url: '/media/t.webp', label: '' },
    });
  });

  it('gives a bundle line no store price, as the engine prices pickup', () => {
    const [item] = rawCart().items!;
    const bundle = {
      ...item!,
      __typename: 'BundleCartItem',
      configurable_options: undefined,
      configured_variant: undefined,
      bundle_options: [],
    };
    const cart = reshapeCart(rawCart({ items: [bundle] } as Partial<CartFieldsFragment>));
    expect(cart.items[0]!.inStoreUnitCents).toBeNull();
  });

  it('is an empty cart once placed', () => {
    expect(reshapeCart(rawCart({ is_active: false }))).toMatchObject({ id: null, items: [] });
  });

  it('carries the first blocking problem as the cart error (spec §8)', () => {
    const cart = reshapeCart(
      rawCart({
        errors: [
          {
            code: 'INSUFFICIENT_STOCK',
            message: 'One product is out of stock',
            reason: 'SOMETHING_NEW',
            params: [],
          },
        ],
      }),
    );
    expect(cart).toMatchObject({ error: 'One product is out of stock', hasError: true });
  });

  it('says a problem the engine gives a reason for in the request’s language', async () => {
    const soldOut = {
      code: 'NOT_SALABLE' as const,
      message: '"T-shirt" is out of stock.',
      reason: 'OUT_OF_STOCK',
      params: [{ name: 'product', value: 'T-shirt' }],
    };
    const base = rawCart();
    const raw = rawCart({
      errors: [soldOut],
      items: base.items!.map((item) => ({
        ...item!,
        errors: [{ ...soldOut, code: 'UNDEFINED' as const }],
      })),
    });
    const cart = await withShopperLocale('fr', async () => reshapeCart(raw));
    expect(cart.error).toBe('« T-shirt » est en rupture de stock.');
    expect(cart.items[0]!.error).toBe('« T-shirt » est en rupture de stock.');
    expect(reshapeCart(raw).error).toBe('„T-shirt” is uitverkocht.');
  });
});
