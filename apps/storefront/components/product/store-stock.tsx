'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import type { StoreStockLine } from '@/lib/commerce/types';
import { useMyStoreCode } from '@/lib/stores/my-store-client';
import { Link } from '@/i18n/navigation';
import { ReserveInStoreButton } from '@/components/reservation/reserve-in-store-button';

/** The chosen store first (spec §7, §9 store cookie), then the rest by name. */
function orderStock(lines: StoreStockLine[], chosen: string | null): StoreStockLine[] {
  return [...lines].sort((a, b) =>
    a.storeCode === chosen
      ? -1
      : b.storeCode === chosen
        ? 1
        : a.storeName.localeCompare(b.storeName),
  );
}

/**
 * Stock per store through GET /api/stocks (spec §7), read in the browser: never cached; with
 * the way into the reservation modal when a store has it.
 */
export function StoreStock({ sku, name }: { sku: string; name: string }) {
  const t = useTranslations('catalog');
  const tStores = useTranslations('MyStore');
  const [lines, setLines] = useState<StoreStockLine[] | null>(null);
  // Follows the my-store picker: choosing a store there moves it to the top here.
  const chosen = useMyStoreCode();
  useEffect(() => {
    let live = true;
    fetch(`/api/stocks?skus=${encodeURIComponent(sku)}`)
      .then((response) => (response.ok ? response.json() : {}))
      .then((data: Record<string, StoreStockLine[]>) => {
        if (live) setLines(data[sku] ?? []);
      })
      .catch(() => live && setLines([]));
    return () => {
      live = false;
    };
  }, [sku]);
  if (!lines) return <p className="text-sm text-muted">{t('stockLoading')}</p>;
  if (!lines.length) return null;
  return (
    <>
      <ul className="flex flex-col gap-1 text-sm" data-testid="store-stock">
        {orderStock(lines, chosen).map((line) => (
          <li key={line.storeCode} className="flex justify-between gap-2">
            <span className={line.storeCode === chosen ? 'font-semibold' : undefined}>
              {line.storeName}
              {line.storeCode === chosen ? ` (${t('myStore')})` : ''}
            </span>
            <span className={line.inStock ? 'text-success' : 'text-muted'}>
              {line.inStock ? t('inStockQty', { qty: line.qty }) : t('notInStock')}
            </span>
          </li>
        ))}
      </ul>
      {lines.some((line) => line.inStock) ? <ReserveInStoreButton sku={sku} name={name} /> : null}
      <Link
        prefetch={false}
        href={`/winkels?sku=${encodeURIComponent(sku)}`}
        className="btn-link mt-1 inline-block text-sm"
        data-testid="stock-in-stores-link"
      >
        {tStores('stockOnMap')}
      </Link>
    </>
  );
}
