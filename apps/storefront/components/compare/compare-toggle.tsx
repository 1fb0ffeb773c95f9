'use client';

import { useTranslations } from '@/lib/i18n/client';
import { useToast } from '@/components/ui/toast';
import { compareList, toggleStoredCompare } from '@/components/state/compare-list';
import { useStoredList } from '@/components/state/stored-list';
import { compareConfig } from '@/lib/config/compare';

/** Adds or removes a product from the compare list (spec §4 toggle semantics). */
export function CompareToggle({ sku, compact = false }: { sku: string; compact?: boolean }) {
  const t = useTranslations('catalog');
  const toast = useToast();
  const active = useStoredList(compareList).includes(sku);
  return (
    <label
      className={`relative z-10 inline-flex cursor-pointer items-center gap-2 ${compact ? 'text-xs' : 'text-sm'}`}
    >
      <input
        type="checkbox"
        checked={active}
        onChange={() => {
          const action = toggleStoredCompare(sku);
          if (action === 'full') toast(t('compareFull', { limit: compareConfig.limit }), 'error');
          else toast(t(action === 'added' ? 'compareAdded' : 'compareRemoved'), 'success');
        }}
        className="size-4 accent-brand"
      />
      {t('compare')}
    </label>
  );
}
