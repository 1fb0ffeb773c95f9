'use client';

import { Link } from '@/i18n/navigation';
import { useTranslations } from '@/lib/i18n/client';
import { mutate } from '@/lib/cart/cart-cache';
import { cartUrl } from '@/lib/cart/cart-summary';

/** spec §4 loading: a skeleton shaped like the lines it stands for. */
export function CartLoading() {
  const t = useTranslations('Cart');
  return (
    <div role="status" aria-live="polite" className="space-y-3" data-testid="cart-loading">
      <span className="sr-only">{t('loading')}</span>
      {[0, 1].map((n) => (
        <div key={n} className="flex gap-3" aria-hidden="true">
          <div className="size-20 animate-pulse rounded-md bg-brand-light" />
          <div className="flex-1 space-y-2">
            <div className="h-4 w-3/4 animate-pulse rounded bg-brand-light" />
            <div className="h-4 w-1/3 animate-pulse rounded bg-brand-light" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** spec §4 empty: what to do next instead of a blank panel. */
export function CartEmpty({ onContinue }: { onContinue?: () => void }) {
  const t = useTranslations('Cart');
  return (
    <div className="space-y-3 py-6 text-center" data-testid="cart-empty">
      <p className="text-lg font-bold">{t('empty')}</p>
      <p className="text-muted">{t('emptyText')}</p>
      {onContinue ? (
        <button type="button" className="btn btn-primary" onClick={onContinue}>
          {t('continueShopping')}
        </button>
      ) : (
        <Link href="/" className="btn btn-primary">
          {t('backToShop')}
        </Link>
      )}
    </div>
  );
}

/** The cart could not be read: say so and offer another try. */
export function CartLoadError() {
  const t = useTranslations('Cart');
  return (
    <div role="alert" className="space-y-3 py-6 text-center">
      <p>{t('loadError')}</p>
      <button type="button" className="btn btn-secondary" onClick={() => void mutate(cartUrl)}>
        {t('retry')}
      </button>
    </div>
  );
}
