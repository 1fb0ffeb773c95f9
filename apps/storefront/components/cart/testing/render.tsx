import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import compile from 'icu-minify/compile';
import nl from '@/messages/nl.json';
import { ClientMessagesProvider, type ClientMessages } from '@/lib/i18n/client';
import { clientMessages } from '@/lib/i18n/client-namespaces';
import { emptyCart, type CartItemView, type CartView } from '@/lib/commerce/cart/types';

// The build compiles the catalogues the same way (next-intl's precompile option).
function compiled(catalogue: Record<string, unknown>): ClientMessages {
  const walk = (value: unknown): unknown =>
    typeof value === 'string'
      ? compile(value)
      : Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, walk(v)]));
  return walk(catalogue) as ClientMessages;
}

const dutch = clientMessages(compiled(nl));

/** A component's HTML as a Dutch page's first paint shows it, its text without tags. */
export function renderDutch(element: ReactElement): { html: string; text: string } {
  const html = renderToStaticMarkup(
    <ClientMessagesProvider locale="nl" messages={dutch}>
      {element}
    </ClientMessagesProvider>,
  );
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return { html, text };
}

/** A cart line with a price; the rest is the demo's. */
export function cartItem(overrides: Partial<CartItemView> = {}): CartItemView {
  return {
    id: 'line-1',
    quantity: 1,
    available: true,
    error: null,
    product: {
      id: 1,
      sku: 'SKU-1',
      variantSku: 'SKU-1',
      name: 'Waterkoker',
      url: '/waterkoker',
      image: null,
      brand: null,
      categories: [],
      variant: null,
    },
    priceCents: 895,
    inStoreUnitCents: null,
    rowTotalCents: 895,
    discountCents: 0,
    ...overrides,
  };
}

/** A cart with these lines and prices. */
export function cartWith(items: CartItemView[], prices: Partial<CartView['prices']>): CartView {
  const empty = emptyCart();
  return {
    ...empty,
    id: 'cart-1',
    total_quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    items,
    prices: { ...empty.prices, ...prices },
  };
}
