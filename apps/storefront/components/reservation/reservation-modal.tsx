'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from '@/lib/i18n/client';
import { CloseIcon } from '@/components/ui/icons';
import { currentMyStore, useMyStoreCode } from '@/lib/stores/my-store-client';
import { formatShopDateTime } from '@/lib/format/dates';
import type { StoreStockLine } from '@/lib/commerce/types';
import {
  reservationFormSchema,
  type ReservationForm,
  type ReservationMessage,
} from '@/lib/reservation/reservation-form';

export interface ReservableProduct {
  sku: string;
  name: string;
}

interface Done {
  number: string;
  storeName: string;
  expiresAt: string;
  /** False until the shopper follows the mailed link (a confirmed account's address: true). */
  confirmed: boolean;
  email: string;
}

interface ReservationReply {
  status: string;
  reservation?: Omit<Done, 'email'>;
  /** A refusal with a reason (a limit), said in the page's language by the shop's server. */
  message?: string;
  reason?: string;
}

/** My store (spec §3, §9 my_store_code) first, the others in the engine's order. */
function myStoreFirst(lines: StoreStockLine[], mine: string | null): StoreStockLine[] {
  const own = lines.filter((line) => line.storeCode === mine);
  return [...own, ...lines.filter((line) => line.storeCode !== mine)];
}

/**
 * spec §2 reservation modal, a native modal <dialog> (ADR 0011): product, a store that has it in
 * stock (the my_store_code cookie's first), name, e-mail and phone.
 */
export function ReservationModal({
  products,
  onClose,
}: {
  products: ReservableProduct[];
  onClose(): void;
}) {
  const t = useTranslations('Reservation');
  const tMyStore = useTranslations('MyStore');
  const mine = useMyStoreCode();
  const locale = useLocale();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [stores, setStores] = useState<StoreStockLine[] | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  /** The refusal to show: true for spec §8's 'reservation failed', or the limit's message. */
  const [failed, setFailed] = useState<string | boolean>(false);
  const form = useForm<ReservationForm>({
    resolver: zodResolver(reservationFormSchema),
    defaultValues: { sku: products[0]?.sku ?? '', store: '', name: '', email: '', phone: '' },
  });
  const sku = form.watch('sku');

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  useEffect(() => {
    if (!sku) return;
    let live = true;
    setStores(null);
    fetch(`/api/stocks?skus=${encodeURIComponent(sku)}`)
      .then((response) => (response.ok ? response.json() : {}))
      .then((data: Record<string, StoreStockLine[]>) => {
        if (!live) return;
        const inStock = myStoreFirst(
          (data[sku] ?? []).filter((line) => line.inStock && line.qty > 0),
          currentMyStore(),
        );
        setStores(inStock);
        // My store when it has the product, else the first that does.
        form.setValue('store', inStock[0]?.storeCode ?? '');
      })
      .catch(() => live && setStores([]));
    return () => {
      live = false;
    };
  }, [sku, form]);

  const submit = form.handleSubmit(async (values) => {
    setFailed(false);
    try {
      const response = await fetch(`/api/reservation?locale=${encodeURIComponent(locale)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(values),
      });
      const body = (await response.json()) as ReservationReply;
      if (!response.ok || !body.reservation) {
        setFailed(body.reason && body.message ? body.message : true);
        return;
      }
      setDone({ ...body.reservation, email: values.email });
    } catch {
      setFailed(true);
    }
  });

  const error = (field: keyof ReservationForm) => {
    const message = form.formState.errors[field]?.message as ReservationMessage | undefined;
    return message ? t(message, { n: field === 'name' ? 100 : 20 }) : null;
  };
  const field = 'h-11 w-full rounded-md border border-line px-3';

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => event.target === event.currentTarget && onClose()}
      className="m-auto w-[min(480px,92vw)] rounded-lg bg-white p-0 shadow-xl backdrop:bg-black/50"
      data-testid="reservation-modal"
    >
      <div className="flex items-center gap-2 border-b border-line px-4 py-2">
        <h2 id={titleId} className="flex-1 text-lg font-bold">
          {t('title')}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex size-11 items-center justify-center rounded-md hover:bg-brand-light"
          aria-label={t('close')}
        >
          <CloseIcon />
        </button>
      </div>
      {done ? (
        // The message alone is the live region: the close button's name is not part of it.
        <div
          className="space-y-4 p-4"
          data-testid="reservation-success"
          data-confirmed={done.confirmed}
        >
          <p role="status">
            {t(done.confirmed ? 'success' : 'confirmByMail', {
              number: done.number,
              store: done.storeName,
              until: formatShopDateTime(done.expiresAt, locale),
              email: done.email,
            })}
          </p>
          <button type="button" className="btn btn-primary w-full" onClick={onClose}>
            {t('close')}
          </button>
        </div>
      ) : (
        <form className="space-y-3 p-4" onSubmit={submit} noValidate>
          <p className="text-sm text-muted">{t('intro')}</p>
          {products.length > 1 ? (
            <label className="block text-sm font-semibold">
              {t('product')}
              <select className={field} {...form.register('sku')}>
                {products.map((product) => (
                  <option key={product.sku} value={product.sku}>
                    {product.name}
                  </option>
                ))}
              </select>
            </label>
          ) : (
            <p className="font-semibold">{products[0]?.name}</p>
          )}
          {stores === null ? (
            <p role="status" className="text-sm text-muted">
              {t('loadingStores')}
            </p>
          ) : stores.length === 0 ? (
            <p role="alert" className="text-sm font-semibold">
              {t('noStores')}
            </p>
          ) : (
            <label className="block text-sm font-semibold">
              {t('store')}
              <select
                className={field}
                aria-invalid={Boolean(error('store'))}
                {...form.register('store')}
              >
                <option value="">{t('chooseStore')}</option>
                {stores.map((line) => (
                  <option key={line.storeCode} value={line.storeCode}>
                    {t('storeStock', { store: line.storeName, count: line.qty })}
                    {line.storeCode === mine ? ` (${tMyStore('mine')})` : ''}
                  </option>
                ))}
              </select>
              <FieldError text={error('store')} />
            </label>
          )}
          {(['name', 'email', 'phone'] as const).map((name) => (
            <label key={name} className="block text-sm font-semibold">
              {t(name)}
              <input
                className={field}
                type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
                autoComplete={name === 'phone' ? 'tel' : name}
                aria-invalid={Boolean(error(name))}
                {...form.register(name)}
              />
              <FieldError text={error(name)} />
            </label>
          ))}
          {failed ? (
            <p
              role="alert"
              className="text-sm font-semibold text-red-700"
              data-testid="reservation-failed"
            >
              {failed === true ? t('failed') : failed}
            </p>
          ) : null}
          <button
            type="submit"
            className="btn btn-primary w-full"
            disabled={form.formState.isSubmitting || !stores?.length}
          >
            {form.formState.isSubmitting ? t('submitting') : t('submit')}
          </button>
        </form>
      )}
    </dialog>
  );
}

function FieldError({ text }: { text: string | null }) {
  return text ? <span className="mt-1 block font-normal text-red-700">{text}</span> : null;
}
