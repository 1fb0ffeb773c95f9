'use client';

import { useTranslations } from '@/lib/i18n/client';
import { useMyStoreCity } from '@/lib/stores/my-store-name';
import { useUiState } from '@/components/state/ui-state';
import { deferred } from '@/components/ui/deferred';
import { ChevronDownIcon } from '@/components/ui/icons';
import { useOnceTrue } from '@/components/ui/use-once-true';
import { StoreIcon } from './store-icon';

// The picker's body (store list, details, its data) loads the first time it opens: the
// category page's first-load budget has no room for it (ADR 0005).
const MyStorePanel = deferred(() => import('./my-store-panel').then((m) => m.MyStorePanel));

/**
 * spec §4 store picker: the my-store toggle and its dropdown. One dropdown is open at a time
 * (the UI state's dropdown id); `inline` puts the panel in the flow (the mobile menu) instead of
 * floating under the toggle (the desktop top bar).
 */
export function MyStoreToggle({
  dropdownId,
  inline = false,
}: {
  dropdownId: string;
  inline?: boolean;
}) {
  const t = useTranslations('MyStore');
  const { state, toggleDropdown, closeDropdown } = useUiState();
  const city = useMyStoreCity();
  const label = city ? t('toggleChosen', { name: city }) : t('toggle');
  const open = state.dropdown === dropdownId;
  const loaded = useOnceTrue(open);
  const panelId = `${dropdownId}-panel`;
  return (
    <div
      className={inline ? '' : 'relative'}
      data-my-store-picker
      data-testid={`${dropdownId}-picker`}
    >
      <button
        type="button"
        onClick={() => toggleDropdown(dropdownId)}
        aria-expanded={open}
        aria-controls={panelId}
        className={
          inline
            ? 'flex min-h-12 w-full items-center gap-2 px-4 py-2 text-left font-semibold text-brand'
            : 'flex h-9 items-center gap-1.5 px-1 text-sm font-semibold text-white hover:underline'
        }
        data-testid="my-store-toggle"
      >
        <StoreIcon size={18} />
        {/* The top bar has room for the city alone; the label says whose store it is. */}
        <span
          className={inline ? 'flex-1' : 'max-w-40 truncate'}
          aria-hidden={!inline && city ? true : undefined}
        >
          {inline || !city ? label : city}
        </span>
        {!inline && city ? <span className="sr-only">{label}</span> : null}
        <ChevronDownIcon size={16} className={open ? 'rotate-180' : undefined} />
      </button>
      {loaded ? (
        <div
          id={panelId}
          hidden={!open}
          className={
            inline
              ? 'border-t border-line bg-white text-ink'
              : 'absolute top-full right-0 z-50 mt-1 w-[22rem] max-w-[calc(100vw-2rem)] rounded-md border border-line bg-white text-ink shadow-lg'
          }
        >
          <MyStorePanel open={open} toggleId={panelId} floating={!inline} onClose={closeDropdown} />
        </div>
      ) : null}
    </div>
  );
}
