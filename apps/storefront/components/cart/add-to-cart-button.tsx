'use client';

import { useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { useCartActions, type AddValue } from '@/lib/cart/use-cart-actions';
import { parseQuantity } from '@/lib/cart/quantity';
import type { PurchaseBlock } from '@/lib/cart/purchasable';
import { CartIcon } from '@/components/ui/icons';

interface Props {
  value: Omit<AddValue, 'quantity'>;
  name: string;
  /** Why it cannot be bought; the button then says so and stays disabled. */
  block?: PurchaseBlock | null;
  /** ORDER_LIST rows: a quantity field beside the button. */
  withQuantity?: boolean;
  /** Listing rows: the icon and a short text. */
  compact?: boolean;
  label?: string;
}

/** The header's cart button, once no drawer or dialog holds the focus. */
function focusCartButton() {
  if (document.querySelector('dialog[open]')) return;
  document.querySelector<HTMLElement>('[data-testid="cart-toggle"]')?.focus();
}

/** Add to cart (spec §4 cart update flow), for the buy box, list rows and bundle combinations. */
export function AddToCartButton({
  value,
  name,
  block = null,
  withQuantity,
  compact,
  label,
}: Props) {
  const t = useTranslations('Cart');
  const actions = useCartActions();
  const [busy, setBusy] = useState(false);
  const [quantityText, setQuantityText] = useState('1');
  if (block)
    return (
      <p
        className={`rounded-md bg-brand-light px-3 py-2 text-sm font-semibold text-muted ${compact ? '' : 'text-center'}`}
        data-testid="add-to-cart-blocked"
        data-reason={block}
      >
        {t(block)}
      </p>
    );
  const add = async (byKeyboard: boolean) => {
    if (busy) return;
    const quantity = parseQuantity(quantityText, 1);
    setQuantityText(String(quantity));
    setBusy(true);
    try {
      const added = await actions.add([
        { ...value, quantity, product: value.product ? { ...value.product, quantity } : undefined },
      ]);
      // The toast's 'view cart' closes within 1.5 s, far down the tab order: a keyboard
      // shopper is taken to the cart button instead, which names the new count and opens
      // the cart (ADR 0011).
      if (added && byKeyboard) focusCartButton();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex items-center gap-2">
      {withQuantity ? (
        <input
          type="text"
          inputMode="numeric"
          className="h-11 w-14 rounded-md border border-line text-center"
          aria-label={t('quantityOf', { name })}
          value={quantityText}
          onChange={(event) => {
            const raw = event.target.value;
            if (raw === '' || /^\d{1,2}$/.test(raw)) setQuantityText(raw);
          }}
        />
      ) : null}
      <button
        type="button"
        className={`btn btn-primary inline-flex items-center justify-center gap-2 ${compact ? '' : 'w-full'}`}
        // aria-disabled, not disabled: a disabled button drops the focus to the page's body.
        onClick={(event) => void add(event.detail === 0)}
        aria-disabled={busy || undefined}
        aria-busy={busy}
        data-testid="add-to-cart"
      >
        <CartIcon />
        <span>{busy ? t('adding') : (label ?? t('addToCart'))}</span>
        {compact ? <span className="sr-only">: {name}</span> : null}
      </button>
    </div>
  );
}
