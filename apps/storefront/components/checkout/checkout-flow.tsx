'use client';

import { useEffect, useRef, useState } from 'react';
import type { CheckoutView } from '@/lib/commerce/checkout';
import { pushCheckoutEvent } from '@/lib/analytics/checkout-events';
import { useTranslations } from '@/lib/i18n/client';
import { detailsFormResolver } from './details-form-resolver';
import { DetailsStep, type CheckoutCustomer } from './details-step';
import { OrderSummary } from './order-summary';
import { AddressOverview, DeliveryStep, PaymentStep } from './later-steps';
import { StepError } from './step-error';
import { checkoutSteps, StepIndicator } from './step-indicator';

/** The step the cart has reached: its state survives a reload because the cart holds it. */
function reachedStep(cart: CheckoutView): number {
  if (!cart.email || !cart.shipping) return 0;
  if (!cart.delivery) return 1;
  return 2;
}

/**
 * The three checkout steps (spec §1): each saves to the cart through PUT /api/cart, then the
 * page re-reads the cart on the server and the next step opens with its heading focused.
 */
export function CheckoutFlow({
  cart,
  notice,
  customer = null,
}: {
  cart: CheckoutView;
  notice: string | null;
  /** The signed-in customer (their e-mail and address book); null for a guest. */
  customer?: CheckoutCustomer | null;
}) {
  const t = useTranslations('Checkout');
  const [step, setStep] = useState(() => reachedStep(cart));
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // Journeys and assistive tools can tell when the forms answer to input.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // begin_checkout once per visit of the page, not on every re-read of the cart.
  const begun = useRef(false);
  useEffect(() => {
    if (begun.current) return;
    begun.current = true;
    pushCheckoutEvent('begin_checkout', cart);
  }, [cart]);

  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  // The step's update has re-read the cart already (spec §4, useCheckoutSubmit).
  function goTo(next: number) {
    setStep(next);
  }

  return (
    <div
      data-testid="checkout"
      data-hydrated={hydrated ? 'true' : undefined}
      // The details form's validation loads as the shopper starts on it (not with the page).
      onFocus={step === 0 ? detailsFormResolver.preload : undefined}
      className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start"
    >
      <div className="space-y-6">
        <StepIndicator current={step} />
        <StepError message={notice} />
        <section aria-labelledby="step-title" className="space-y-4">
          <div className="flex items-center justify-between">
            <h2 id="step-title" ref={heading} tabIndex={-1} className="text-xl font-bold">
              {t(checkoutSteps[step] ?? 'stepDetails')}
            </h2>
            {step > 0 ? (
              <button type="button" className="btn-link min-h-11" onClick={() => setStep(step - 1)}>
                {t('back')}
              </button>
            ) : null}
          </div>
          {step === 0 ? (
            <DetailsStep cart={cart} customer={customer} onDone={() => goTo(1)} />
          ) : null}
          {step === 1 ? (
            <DeliveryStep
              cart={cart}
              onDone={() => {
                pushCheckoutEvent('add_shipping_info', cart);
                goTo(2);
              }}
            />
          ) : null}
          {step === 2 ? <AddressOverview cart={cart} onChange={setStep} /> : null}
          {step === 2 ? (
            <PaymentStep
              cart={cart}
              onPlaced={(redirect) => {
                pushCheckoutEvent('add_payment_info', cart);
                window.location.assign(redirect);
              }}
            />
          ) : null}
        </section>
      </div>
      <aside className="lg:sticky lg:top-4">
        <OrderSummary cart={cart} />
      </aside>
    </div>
  );
}
