'use client';

import { useTranslations } from '@/lib/i18n/client';
import { useToast } from '@/components/layout/toast';
import { toggleCompare } from '@/lib/catalog/compare';
import { readCompare, useCompareList, writeCompare } from './compare-store';

/** Adds or removes a product from the compare list (spec §4 toggle semantics). */
export function CompareToggle({ sku, compact = false }: { sku: string; compact?: boolean }) {
  const t = useTranslations('catalog');
  const toast = useToast();
  const list = useCompareList();
  const active = list.includes(sku);
  return (
    <label
      className={`relative z-10 inline-flex cursor-pointer items-center gap-2 ${compact ? 'text-xs' : 'text-sm'}`}
    >
      <input
        type="checkbox"
        checked={active}
        onChange={() => {
          const result = toggleCompare(readCompare(), sku);
          if (result.action === 'full') {
            toast(t('compareFull', { limit: 4 }), 'error');
            return;
          }
          writeCompare(result.list);
          toast(t(result.action === 'added' ? 'compareAdded' : 'compareRemoved'), 'success');
        }}
        className="size-4 accent-brand"
      />
      {t('compare')}
    </label>
  );
}
