'use client';

import { useTranslations } from '@/lib/i18n/client';

export const checkoutSteps = ['stepDetails', 'stepDelivery', 'stepPayment'] as const;

/** spec §1: the three steps, the current one marked for screen readers too. */
export function StepIndicator({ current }: { current: number }) {
  const t = useTranslations('Checkout');
  return (
    <nav aria-label={t('stepsLabel')}>
      <ol className="flex gap-2 text-sm">
        {checkoutSteps.map((key, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'next';
          return (
            <li
              key={key}
              aria-current={state === 'current' ? 'step' : undefined}
              className={`flex flex-1 items-center gap-2 border-b-4 pb-2 ${
                state === 'next'
                  ? 'border-line text-muted'
                  : 'border-brand font-semibold text-brand'
              }`}
            >
              <span
                aria-hidden="true"
                className={`flex size-7 shrink-0 items-center justify-center rounded-full ${
                  state === 'next' ? 'bg-line text-ink' : 'bg-brand text-white'
                }`}
              >
                {index + 1}
              </span>
              <span className="max-sm:sr-only">{t(key)}</span>
            </li>
          );
        })}
      </ol>
      <p className="mt-2 text-sm sm:hidden">
        {t('stepOf', { current: current + 1, total: checkoutSteps.length })}:{' '}
        {t(checkoutSteps[current] ?? 'stepDetails')}
      </p>
    </nav>
  );
}
