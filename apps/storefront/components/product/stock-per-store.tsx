import { useTranslations } from 'next-intl';
import { StoreStock } from './store-stock-on-demand';

/** spec §7 stock per store under its heading, read in the browser, and the reservation modal. */
export function StockPerStore({ sku, name }: { sku: string; name: string }) {
  const t = useTranslations('catalog');
  return (
    <section aria-labelledby="stock-heading">
      <h2 id="stock-heading" className="mb-1 font-semibold">
        {t('stockPerStore')}
      </h2>
      <StoreStock sku={sku} name={name} />
    </section>
  );
}
