import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { ConfigurableOption, ProductVariant } from '@/lib/commerce/types';
import { usesSelect, variantFor } from '@/lib/product/variants';
import { OptionSelect } from './option-select';

/**
 * The configurator (spec §4 variant selection): every option value links to the variant that
 * keeps most of the other choices (`?variant=`); values no variant has are shown but inert.
 * Options with more values than the select cutoff (spec §9) are a dropdown.
 */
export function ConfigurableOptions({
  options,
  variants,
  selected,
  basePath,
}: {
  options: ConfigurableOption[];
  variants: ProductVariant[];
  selected: Record<string, number>;
  basePath: string;
}) {
  const t = useTranslations('catalog');
  const tp = useTranslations('Product');
  const locale = useLocale();
  if (!options.length) return null;
  return (
    <div className="flex flex-col gap-3" data-testid="configurable-options">
      {options.map((option) =>
        usesSelect(option.values.length) ? (
          <OptionSelect
            key={option.code}
            legend={t('choose', { option: option.label })}
            code={option.code}
            basePath={basePath}
            locale={locale}
            labels={{ outOfStock: tp('outOfStock'), choose: t('chooseVariant') }}
            choices={option.values.map((value) => {
              const variant = variantFor(variants, selected, option.code, value.valueIndex);
              return {
                label: value.label,
                sku: variant?.sku ?? null,
                selected: selected[option.code] === value.valueIndex,
                inStock: variant?.inStock ?? false,
              };
            })}
          />
        ) : (
          <fieldset key={option.code}>
            <legend className="mb-1 text-sm font-semibold">
              {t('choose', { option: option.label })}
            </legend>
            <ul className="flex flex-wrap gap-2">
              {option.values.map((value) => {
                const variant = variantFor(variants, selected, option.code, value.valueIndex);
                const active = selected[option.code] === value.valueIndex;
                const className = `inline-flex min-h-10 min-w-10 items-center gap-2 rounded border px-3 text-sm ${
                  active ? 'border-brand font-semibold ring-2 ring-brand' : 'border-line bg-white'
                } ${variant && !variant.inStock ? 'opacity-60' : ''}`;
                const content = (
                  <>
                    {value.swatch ? (
                      <span
                        aria-hidden="true"
                        className="size-5 rounded-full border border-line"
                        style={{ backgroundColor: value.swatch }}
                      />
                    ) : null}
                    {value.label}
                  </>
                );
                return (
                  <li key={value.valueIndex}>
                    {variant ? (
                      <Link
                        prefetch={false}
                        scroll={false}
                        href={`${basePath}?variant=${encodeURIComponent(variant.sku)}`}
                        aria-current={active ? 'true' : undefined}
                        className={className}
                        data-option={option.code}
                      >
                        {content}
                      </Link>
                    ) : (
                      <span className={`${className} opacity-40`}>{content}</span>
                    )}
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ),
      )}
    </div>
  );
}
