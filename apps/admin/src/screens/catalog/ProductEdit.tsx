import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/Button';
import { ErrorNotice } from '@/components/ErrorNotice';
import { PageHeader } from '@/components/PageHeader';
import { Loading, NotFound } from '@/components/StateNotices';
import { TextField } from '@/components/TextField';
import {
  AdminProductDocument,
  AdminUpdateProductDocument,
  type AdminProductFieldsFragment,
} from '@/generated/graphql';
import { adminRequest } from '@/lib/admin-client';
import { useMessages } from '@/lib/i18n';
import { reasonKey } from './catalog-errors';
import { catalogMessages } from './messages';
import { formOf, productFormSchema, updateOf, type ProductForm } from './product-form';
import { StockTable } from './StockTable';

/** One product: its names, status, prices, special price with its days, labels and stock. */
export function ProductEdit() {
  const t = useMessages(catalogMessages);
  const { sku = '' } = useParams();
  const query = useQuery({
    queryKey: ['adminProduct', sku],
    queryFn: async () => (await adminRequest(AdminProductDocument, { sku })).adminProduct,
  });
  if (query.isPending) return <Loading />;
  if (query.error) return <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <NotFound />;
  const product = query.data;
  return (
    <>
      <PageHeader
        title={t('editTitle', { sku: product.sku })}
        actions={
          <>
            <Link to="/catalog" className="self-center text-blue-700 underline">
              {t('backToList')}
            </Link>
            {product.status === 'ONLINE' && (
              <a
                href={product.relative_url}
                target="_blank"
                rel="noreferrer"
                className="self-center text-blue-700 underline"
              >
                {t('viewInShop')}
              </a>
            )}
          </>
        }
      />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <ProductFormSection product={product} />
        <div className="flex flex-col gap-4">
          <section
            aria-labelledby="names-title"
            className="rounded border border-slate-300 bg-white p-4"
          >
            <h2 id="names-title" className="mb-2 text-lg font-semibold">
              {t('names')}
            </h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {product.names.map((entry) => (
                <div key={entry.locale} className="contents">
                  <dt className="font-mono uppercase">{entry.locale}</dt>
                  <dd>{entry.name}</dd>
                </div>
              ))}
              <dt className="font-medium">{t('type')}</dt>
              <dd>{product.type_id}</dd>
              {product.ean && (
                <>
                  <dt className="font-medium">{t('ean')}</dt>
                  <dd className="font-mono">{product.ean}</dd>
                </>
              )}
            </dl>
          </section>
          <StockTable product={product} />
        </div>
      </div>
    </>
  );
}

function ProductFormSection({ product }: { product: AdminProductFieldsFragment }) {
  const t = useMessages(catalogMessages);
  const client = useQueryClient();
  const [outcome, setOutcome] = useState<'saved' | 'unchanged' | null>(null);
  const form = useForm<ProductForm>({
    resolver: zodResolver(productFormSchema),
    defaultValues: formOf(product),
  });
  // A count set below, or a save, brings a fresh product: the form starts from it.
  useEffect(() => form.reset(formOf(product)), [product, form]);
  const mutation = useMutation({
    mutationFn: (input: NonNullable<ReturnType<typeof updateOf>>) =>
      adminRequest(AdminUpdateProductDocument, { input }),
    onSuccess: (answer) => {
      client.setQueryData(['adminProduct', product.sku], answer.adminUpdateProduct);
      void client.invalidateQueries({ queryKey: ['adminProducts'] });
      setOutcome('saved');
    },
  });
  const submit = form.handleSubmit((values) => {
    setOutcome(null);
    const input = updateOf(product.sku, values, formOf(product));
    if (!input) setOutcome('unchanged');
    else mutation.mutate(input);
  });
  const errors = form.formState.errors;
  const message = (key?: string) => (key ? t(key as Parameters<typeof t>[0]) : undefined);
  const hasSpecial = form.watch('hasSpecial');
  const reason = mutation.error ? reasonKey(mutation.error) : null;
  return (
    <section
      aria-labelledby="product-title"
      className="rounded border border-slate-300 bg-white p-4"
    >
      <h2 id="product-title" className="mb-3 text-lg font-semibold">
        {product.name}
      </h2>
      <form onSubmit={submit} noValidate>
        <div className="mb-3">
          <label className="flex items-center gap-2 font-medium">
            <input type="checkbox" className="size-5" {...form.register('online')} />
            {t('statusOnline')}
          </label>
          <p className="text-xs text-slate-600">{t('statusHint')}</p>
        </div>
        <TextField
          label={t('priceEuro')}
          inputMode="decimal"
          hint={t('amountHint')}
          error={message(errors.price?.message)}
          {...form.register('price')}
        />
        <fieldset className="mb-3 rounded border border-slate-200 p-3">
          <legend className="px-1 font-medium">{t('hasSpecial')}</legend>
          <label className="mb-2 flex items-center gap-2">
            <input type="checkbox" className="size-5" {...form.register('hasSpecial')} />
            {t('offerSpecial')}
          </label>
          {hasSpecial && (
            <div className="grid grid-cols-1 gap-x-3 md:grid-cols-3">
              <TextField
                label={t('specialPriceEuro')}
                inputMode="decimal"
                error={message(errors.specialPrice?.message)}
                {...form.register('specialPrice')}
              />
              <TextField
                label={t('specialFrom')}
                type="date"
                hint={t('specialFromHint')}
                error={message(errors.specialFrom?.message)}
                {...form.register('specialFrom')}
              />
              <TextField
                label={t('specialTo')}
                type="date"
                hint={t('specialToHint')}
                error={message(errors.specialTo?.message)}
                {...form.register('specialTo')}
              />
            </div>
          )}
          {product.special_price && (
            <p className="text-sm text-slate-700">
              {product.special_price.active ? t('specialRunning') : t('specialWaiting')}
            </p>
          )}
        </fieldset>
        <fieldset className="mb-3 rounded border border-slate-200 p-3">
          <legend className="px-1 font-medium">{t('labels')}</legend>
          <div className="grid grid-cols-1 gap-1">
            {product.label_options.map((option) => (
              <label key={option.code} className="flex min-w-0 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  value={option.code}
                  className="size-4"
                  {...form.register('labels')}
                />
                <span>
                  {option.label}{' '}
                  <span className="font-mono break-all text-slate-600">({option.code})</span>
                  {!option.shown_in_shop && (
                    <span className="text-slate-600"> · {t('labelNotShown')}</span>
                  )}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {mutation.error &&
          (reason ? (
            <p
              role="alert"
              className="mb-3 rounded border border-red-300 bg-red-50 p-3 text-red-900"
            >
              {t(reason)}
            </p>
          ) : (
            <ErrorNotice error={mutation.error} />
          ))}
        {outcome && (
          <p role="status" className="mb-3 text-green-800">
            {outcome === 'saved' ? t('saved') : t('nothingChanged')}
          </p>
        )}
        <Button type="submit" look="primary" isDisabled={mutation.isPending}>
          {mutation.isPending ? t('saving') : t('save')}
        </Button>
      </form>
    </section>
  );
}
