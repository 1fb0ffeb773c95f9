'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { cartConfig, cartLimits } from '@/lib/config/cart';
import { parseQuantity, stepQuantity } from '@/lib/cart/quantity';

interface Props {
  value: number;
  /**
   * Called once the shopper stops clicking (spec §9: 250 ms) or leaves the field. A promise of
   * false (the cart refused the quantity, e.g. not enough stock) puts the cart's value back.
   */
  onChange(quantity: number): void | Promise<boolean>;
  label: string;
  min?: number;
  /**
   * While the cart updates. The controls keep the focus (aria-disabled, a read-only field): a
   * disabled control would drop a keyboard shopper's focus to the page.
   */
  disabled?: boolean;
  /** Report each step at once: for a form whose value is only sent when it is saved. */
  immediate?: boolean;
}

/** spec §5 quantity stepper: a minimum, non-numeric input refused keeping the previous value. */
export function QuantityStepper({
  value,
  onChange,
  label,
  min = 1,
  disabled = false,
  immediate = false,
}: Props) {
  const t = useTranslations('Cart');
  const [shown, setShown] = useState(value);
  const [text, setText] = useState(String(value));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    setShown(value);
    setText(String(value));
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The quantity last sent: Enter and then leaving the field send it once.
  const sent = useRef<number | null>(null);

  const send = (next: number) => {
    if (next === value || next === sent.current) return;
    sent.current = next;
    const answer = onChange(next);
    if (!answer) return;
    void answer.then((accepted) => {
      sent.current = null;
      if (accepted) return;
      setShown(value);
      setText(String(value));
    });
  };
  const commitLater = (next: number) => {
    if (disabled) return;
    setShown(next);
    setText(String(next));
    clearTimeout(timer.current);
    if (immediate) {
      send(next);
      return;
    }
    timer.current = setTimeout(() => send(next), cartConfig.quantityDebounceMs);
  };
  const commitNow = () => {
    if (disabled) return;
    const next = parseQuantity(text, shown, min);
    setShown(next);
    setText(String(next));
    send(next);
  };
  const button =
    'inline-flex size-11 items-center justify-center text-lg font-bold text-brand hover:bg-brand-light aria-disabled:cursor-not-allowed aria-disabled:text-muted aria-disabled:hover:bg-transparent';

  const max = cartLimits.maxQuantity;
  const atMax = shown >= max;
  return (
    <div className="inline-flex flex-col gap-1">
      <div
        className="inline-flex items-center rounded-md border border-line"
        data-testid="quantity-stepper"
      >
        <button
          type="button"
          className={button}
          onClick={() => shown > min && commitLater(stepQuantity(shown, -1, min))}
          aria-disabled={disabled || shown <= min || undefined}
          aria-label={t('decrease')}
        >
          −
        </button>
        <input
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          className="h-11 w-12 border-x border-line text-center tabular-nums"
          value={text}
          aria-label={label}
          readOnly={disabled}
          aria-disabled={disabled || undefined}
          // Non-numeric keystrokes are refused at once: the previous value stays (spec §5).
          onChange={(event) => {
            const raw = event.target.value;
            if (raw === '' || /^\d{1,4}$/.test(raw)) setText(raw);
          }}
          onBlur={commitNow}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commitNow();
            }
          }}
        />
        <button
          type="button"
          className={button}
          onClick={() => !atMax && commitLater(stepQuantity(shown, 1, min))}
          aria-disabled={disabled || atMax || undefined}
          aria-label={t('increase')}
        >
          +
        </button>
      </div>
      {/* A typed 250 becomes 99: the shopper is told, never cut silently. */}
      <p className="max-w-48 text-xs text-muted" role="status" data-testid="quantity-max">
        {atMax ? t('maxQuantity', { max }) : null}
      </p>
    </div>
  );
}
