'use client';

import { FallbackImage } from '@/components/ui/fallback-image';
import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from '@/lib/i18n/client';
import { Link } from '@/i18n/navigation';
import { useToast } from '@/components/ui/toast';
import { compareList, removeFromCompare } from '@/components/state/compare-list';
import { useStoredList } from '@/components/state/stored-list';
import { getComparedProducts } from '@/lib/commerce/compare';
import { formatPrice } from '@/lib/format/price';
import type { ComparedProduct } from '@/lib/commerce/types';
import { compareRows } from './compare-rows';

export function CompareTable() {
  const t = useTranslations('catalog');
  const locale = useLocale();
  const toast = useToast();
  const skus = useStoredList(compareList);
  const [products, setProducts] = useState<ComparedProduct[] | null>(null);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const key = skus.join('~~');
  useEffect(() => {
    const list = key ? key.split('~~') : [];
    if (!list.length) {
      setProducts([]);
      return;
    }
    const request = new AbortController();
    void getComparedProducts(list, request.signal, locale).then((found) => {
      if (!request.signal.aborted) setProducts(found ?? []);
    });
    return () => request.abort();
  }, [key, locale]);

  if (products === null) return <p className="text-muted">{t('loading')}</p>;
  if (!products.length)
    return (
      <p
        className="rounded border border-line bg-white p-8 text-center"
        data-testid="compare-empty"
      >
        {t('compareEmpty')}
      </p>
    );
  const rows = compareRows(products).filter((row) => !onlyDifferences || row.differs);
  return (
    <div>
      <label className="mb-3 inline-flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={onlyDifferences}
          onChange={(event) => setOnlyDifferences(event.target.checked)}
          className="size-4 accent-brand"
        />
        {t('onlyDifferences')}
      </label>
      <div className="overflow-x-auto">
        <table
          className="w-full min-w-[40rem] border-collapse bg-white text-sm"
          data-testid="compare-table"
        >
          <thead>
            <tr>
              <th scope="col" className="w-40 p-2 text-left">
                <span className="sr-only">{t('specifications')}</span>
              </th>
              {products.map((product) => (
                <th
                  key={product.sku}
                  scope="col"
                  className="p-2 text-left align-top font-normal"
                  data-testid="compare-column"
                >
                  <button
                    type="button"
                    onClick={() => {
                      removeFromCompare(product.sku);
                      toast(t('compareRemoved'), 'success');
                    }}
                    className="mb-2 text-xs text-accent underline"
                    // The name starts with the visible text (WCAG 2.5.3 label in name).
                    aria-label={`${t('remove')}: ${product.name}`}
                  >
                    {t('remove')}
                  </button>
                  {product.image.url ? (
                    <FallbackImage
                      src={product.image.url}
                      alt=""
                      width={120}
                      height={120}
                      className="mb-2 size-28 object-contain"
                    />
                  ) : null}
                  <Link
                    prefetch={false}
                    href={product.href}
                    className="block font-semibold hover:underline"
                  >
                    {product.name}
                  </Link>
                  {product.price ? (
                    <p className="font-bold text-brand">
                      {formatPrice(product.price.final.value, product.price.final.currency, locale)}
                    </p>
                  ) : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.code}
                className={`border-t border-line ${row.differs ? 'bg-amber-50' : ''}`}
                data-differs={row.differs || undefined}
              >
                <th scope="row" className="p-2 text-left font-normal text-muted">
                  {row.label}
                </th>
                {row.values.map((value, index) => (
                  <td
                    key={products[index]!.sku}
                    className={`p-2 ${row.differs ? 'font-semibold' : ''}`}
                  >
                    {value ?? '–'}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
