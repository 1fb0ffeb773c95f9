import { localizedPath } from '@/lib/i18n/locales';

export interface OptionChoice {
  label: string;
  /** The variant this value leads to; null when no variant has it. */
  sku: string | null;
  selected: boolean;
  inStock: boolean;
}

/**
 * One configurable option as a dropdown (spec §9 select cutoff), as a form that asks for the
 * chosen variant (`?variant=`), like the buttons of shorter options link to it: it works without
 * JavaScript and costs the page none.
 */
export function OptionSelect({
  legend,
  code,
  choices,
  basePath,
  locale,
  labels,
}: {
  legend: string;
  code: string;
  choices: OptionChoice[];
  basePath: string;
  locale: string;
  labels: { outOfStock: string; choose: string };
}) {
  const id = `option-${code}`;
  const selected = choices.find((choice) => choice.selected);
  return (
    <form
      method="get"
      action={localizedPath(locale, basePath)}
      className="flex flex-wrap items-end gap-2"
    >
      <div className="flex w-full max-w-xs flex-col">
        <label htmlFor={id} className="mb-1 text-sm font-semibold">
          {legend}
        </label>
        <select
          id={id}
          name="variant"
          data-option={code}
          className="min-h-10 rounded border border-line bg-white px-3 text-sm"
          defaultValue={selected?.sku ?? ''}
        >
          {selected ? null : <option value="">{legend}</option>}
          {choices.map((choice) => (
            <option key={choice.label} value={choice.sku ?? ''} disabled={!choice.sku}>
              {choice.inStock ? choice.label : `${choice.label} (${labels.outOfStock})`}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-secondary min-h-10">
        {labels.choose}
      </button>
    </form>
  );
}
