'use client';

import { useId } from 'react';
import { useRouter } from '@/i18n/navigation';

export interface OptionChoice {
  label: string;
  /** The variant this value leads to; null when no variant has it. */
  sku: string | null;
  selected: boolean;
  inStock: boolean;
}

/**
 * One configurable option as a dropdown (spec §9 select cutoff): choosing a value opens the
 * variant that keeps most of the other choices, like the buttons of shorter options do.
 */
export function OptionSelect({
  legend,
  code,
  choices,
  basePath,
  outOfStockLabel,
}: {
  legend: string;
  code: string;
  choices: OptionChoice[];
  basePath: string;
  outOfStockLabel: string;
}) {
  const router = useRouter();
  const id = useId();
  const selected = choices.find((choice) => choice.selected);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {legend}
      </label>
      <select
        id={id}
        data-option={code}
        className="min-h-10 w-full max-w-xs rounded border border-line bg-white px-3 text-sm"
        value={selected?.sku ?? ''}
        onChange={(event) => {
          const sku = event.target.value;
          if (sku) router.replace(`${basePath}?variant=${encodeURIComponent(sku)}`);
        }}
      >
        {selected ? null : <option value="">{legend}</option>}
        {choices.map((choice) => (
          <option key={choice.label} value={choice.sku ?? ''} disabled={!choice.sku}>
            {choice.inStock ? choice.label : `${choice.label} (${outOfStockLabel})`}
          </option>
        ))}
      </select>
    </div>
  );
}
