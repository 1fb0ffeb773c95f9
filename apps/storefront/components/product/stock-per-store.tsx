import { useTranslations } from 'next-intl';
import { StoreStock } from './store-stock-on-demand';

/** spec §7 stock per store under its heading; the list is read in the browser. */
export function StockPerStore({ sku }: { sku: string }) {
  const t = useTranslations('catalog');
  return (
    <section aria-labelledby="stock-heading">
      <h2 id="stock-heading" className="mb-1 font-semibold">
        {t('stockPerStore')}
      </h2>
      <StoreStock sku={sku} />
    </section>
  );
}
