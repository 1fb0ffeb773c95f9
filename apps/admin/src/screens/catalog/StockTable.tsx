import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/Button';
import { ErrorNotice } from '@/components/ErrorNotice';
import {
  AdminSetProductStockDocument,
  type AdminProductFieldsFragment,
  type AdminStockFieldsFragment,
} from '@/generated/graphql';
import { adminRequest } from '@/lib/admin-client';
import { useMessages } from '@/lib/i18n';
import { reasonKey } from './catalog-errors';
import { catalogMessages } from './messages';
import { inputClass } from '@/components/FilterField';
import { ScrollRegion } from '@/components/ScrollRegion';

/**
 * Stock online and in every store: the last count, what orders and reservations hold, what can
 * be sold; a new count per row, sent as an ERP count (it never undoes a sale).
 */
export function StockTable({ product }: { product: AdminProductFieldsFragment }) {
  const t = useMessages(catalogMessages);
  const rows = [product.online_stock, ...product.store_stock];
  const ownStock = product.type_id === 'simple';
  return (
    <section aria-labelledby="stock-title" className="rounded border border-slate-300 bg-white p-4">
      <h2 id="stock-title" className="mb-1 text-lg font-semibold">
        {t('stockTitle')}
      </h2>
      <p className="mb-3 text-sm text-slate-600">{ownStock ? t('stockHint') : t('stockOfParts')}</p>
      <ScrollRegion label={t('stockTitle')}>
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{t('stockTitle')}</caption>
          <thead className="bg-slate-100">
            <tr>
              <th scope="col" className="px-2 py-2">
                {t('source')}
              </th>
              <th scope="col" className="px-2 py-2">
                {t('lastCount')}
              </th>
              <th scope="col" className="px-2 py-2">
                {t('held')}
              </th>
              <th scope="col" className="px-2 py-2">
                {t('salableUnits')}
              </th>
              {ownStock && (
                <th scope="col" className="px-2 py-2">
                  {t('newCount')}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <StockRow key={row.source} sku={product.sku} row={row} editable={ownStock} />
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}

function StockRow({
  sku,
  row,
  editable,
}: {
  sku: string;
  row: AdminStockFieldsFragment;
  editable: boolean;
}) {
  const t = useMessages(catalogMessages);
  const client = useQueryClient();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [saved, setSaved] = useState(false);
  const mutation = useMutation({
    mutationFn: (quantity: number) =>
      adminRequest(AdminSetProductStockDocument, { sku, source: row.source, quantity }),
    onSuccess: (answer) => {
      client.setQueryData(['adminProduct', sku], answer.adminSetProductStock);
      void client.invalidateQueries({ queryKey: ['adminProducts'] });
      setValue('');
      setSaved(true);
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const quantity = Number(value);
    if (value.trim() === '' || !Number.isInteger(quantity) || quantity < 0) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    mutation.mutate(quantity);
  };
  const inputId = `stock-${row.source}`;
  const reason = mutation.error ? reasonKey(mutation.error) : null;
  return (
    <tr className="border-t border-slate-200 align-top">
      <th scope="row" className="px-2 py-2 font-medium">
        {row.source_name}
      </th>
      <td className="px-2 py-2 whitespace-nowrap">{row.count ?? t('noCount')}</td>
      <td className="px-2 py-2">{row.held}</td>
      <td className="px-2 py-2">{row.salable}</td>
      {editable && (
        <td className="px-2 py-2">
          <form onSubmit={submit} noValidate>
            <div className="flex items-center gap-2">
              <label htmlFor={inputId} className="sr-only">
                {t('newCountFor', { source: row.source_name })}
              </label>
              <input
                id={inputId}
                inputMode="numeric"
                value={value}
                onChange={(event) => setValue(event.target.value)}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? `${inputId}-error` : undefined}
                className={`${inputClass} w-16`}
              />
              <Button type="submit" isDisabled={mutation.isPending}>
                {t('setCount')}
              </Button>
            </div>
            {invalid && (
              <p id={`${inputId}-error`} className="mt-1 text-sm text-red-700">
                {t('invalidQuantity')}
              </p>
            )}
            {saved && (
              <p role="status" className="mt-1 text-sm text-green-800">
                {t('countSaved', { source: row.source_name })}
              </p>
            )}
            {mutation.error &&
              (reason ? (
                <p role="alert" className="mt-1 text-sm text-red-700">
                  {t(reason)}
                </p>
              ) : (
                <ErrorNotice error={mutation.error} />
              ))}
          </form>
        </td>
      )}
    </tr>
  );
}
