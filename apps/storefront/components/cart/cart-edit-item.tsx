'use client';

import { useEffect, useMemo, useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { browserQuery } from '@/lib/commerce/browser-query';
import { VariantsDocument } from '@/lib/commerce/generated/graphql';
import { present } from '@/lib/commerce/values';
import type { CartItemView } from '@/lib/commerce/cart/types';
import { useCartActions } from '@/lib/cart/use-cart-actions';
import { lineReplacement } from '@/lib/cart/line-replacement';
import { FallbackImage } from '@/components/ui/fallback-image';
import { QuantityStepper } from './quantity-stepper';
import { lineProduct } from './cart-line';

interface Option {
  code: string;
  label: string;
  values: { label: string; valueIndex: number }[];
}
interface Variant {
  sku: string;
  attributes: Record<string, number>;
  inStock: boolean;
}

/** The parent's options and variants, read through the catalogue's GraphQL. */
function useConfiguration(parentSku: string) {
  const [config, setConfig] = useState<{ options: Option[]; variants: Variant[] } | null>();
  useEffect(() => {
    const abort = new AbortController();
    void browserQuery(VariantsDocument, { sku: parentSku }, abort.signal).then((data) => {
      if (abort.signal.aborted) return;
      const item = present(data?.products?.items)[0];
      if (!item || item.__typename !== 'ConfigurableProduct') return setConfig(null);
      const options = present(item.configurable_options)
        .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
        .map((option) => ({
          code: option.attribute_code ?? '',
          label: option.label ?? '',
          values: present(option.values).flatMap((value) =>
            value.value_index === null
              ? []
              : [{ label: value.label ?? '', valueIndex: value.value_index }],
          ),
        }));
      const variants = present(item.variants).flatMap((variant) => {
        if (!variant.product?.sku) return [];
        const attributes: Record<string, number> = {};
        for (const attribute of present(variant.attributes))
          if (attribute.code && attribute.value_index !== null)
            attributes[attribute.code] = attribute.value_index;
        return [
          {
            sku: variant.product.sku,
            attributes,
            inStock: variant.product.stock_status !== 'OUT_OF_STOCK',
          },
        ];
      });
      setConfig({ options, variants });
    });
    return () => abort.abort();
  }, [parentSku]);
  return config;
}

/** spec §2 cart drawer 'Edit Cart Item': another variant or quantity for one line. */
export function CartEditItem({
  item,
  currency,
  onCancel,
  onSaved,
}: {
  item: CartItemView;
  currency: string;
  onCancel(): void;
  onSaved(): void;
}) {
  const t = useTranslations('Cart');
  const actions = useCartActions();
  const config = useConfiguration(item.product.sku);
  const current = config?.variants.find((variant) => variant.sku === item.product.variantSku);
  const [picked, setPicked] = useState<Record<string, number> | null>(null);
  const [quantity, setQuantity] = useState(item.quantity);
  const [busy, setBusy] = useState(false);
  const selection = picked ?? current?.attributes ?? {};
  const chosen = useMemo(
    () =>
      config?.variants.find((variant) =>
        config.options.every(
          (option) => variant.attributes[option.code] === selection[option.code],
        ),
      ),
    [config, selection],
  );

  const save = async () => {
    if (!chosen) return;
    const change = lineReplacement(
      { variantSku: item.product.variantSku, quantity: item.quantity },
      { variantSku: chosen.sku, quantity },
    );
    setBusy(true);
    try {
      if (change.kind === 'quantity') await actions.setQuantity(item.id, change.quantity);
      if (change.kind === 'replace') {
        const added = await actions.add([
          { sku: change.variantSku, parent_sku: item.product.sku, quantity: change.quantity },
        ]);
        if (!added) return;
        await actions.remove(item.id, lineProduct(item, currency));
      }
      onSaved();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex h-full flex-col" data-testid="cart-edit-item" aria-busy={busy}>
      <div className="flex-1 space-y-4 overflow-y-auto p-4">
        <div className="flex gap-3">
          <FallbackImage
            src={item.product.image?.url ?? ''}
            alt=""
            width={80}
            height={80}
            className="size-20 shrink-0 rounded-md border border-line object-contain"
          />
          <p className="font-semibold">{item.product.name}</p>
        </div>
        {config === undefined ? <p className="text-sm text-muted">{t('editLoading')}</p> : null}
        {config === null ? (
          <p className="text-sm font-semibold text-red-700" role="alert">
            {t('editUnavailable')}
          </p>
        ) : null}
        {config?.options.map((option) => (
          <label key={option.code} className="block text-sm font-semibold">
            {option.label}
            <select
              className="mt-1 block min-h-11 w-full rounded-md border border-line bg-white px-2"
              value={selection[option.code] ?? ''}
              disabled={busy}
              onChange={(event) =>
                setPicked({ ...selection, [option.code]: Number(event.target.value) })
              }
            >
              {selection[option.code] === undefined ? <option value="" /> : null}
              {option.values.map((value) => (
                <option key={value.valueIndex} value={value.valueIndex}>
                  {value.label}
                </option>
              ))}
            </select>
          </label>
        ))}
        {config && (!chosen || !chosen.inStock) ? (
          <p className="text-sm font-semibold text-red-700" role="alert">
            {t('editNoVariant')}
          </p>
        ) : null}
        <QuantityStepper
          value={quantity}
          label={t('quantityOf', { name: item.product.name })}
          disabled={busy}
          onChange={setQuantity}
          immediate
        />
      </div>
      <div className="grid grid-cols-2 gap-2 border-t border-line bg-white p-4">
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
          {t('editCancel')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void save()}
          disabled={busy || !chosen?.inStock}
        >
          {t('editSave')}
        </button>
      </div>
    </div>
  );
}
