import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ActionDialog } from '@/components/ActionDialog';
import { Button } from '@/components/Button';
import { TextField } from '@/components/TextField';
import {
  AdminOrderCancelDocument,
  AdminOrderDeliverDocument,
  AdminOrderReadyToShipDocument,
  AdminOrderRefundDocument,
  AdminOrderShipDocument,
  type AdminOrderDetailFieldsFragment,
  type AdminRefundOrderInput,
  type OrderStatusEnum,
} from '@/generated/graphql';
import { adminRequest } from '@/lib/admin-client';
import { formatCents, useLanguage, useMessages } from '@/lib/i18n';
import { can, useStaff } from '@/lib/session';
import { useActionErrorText } from './action-errors';
import { centsFromEuros } from './euro-input';
import { detailMessages } from './detail-messages';
import { ordersMessages } from './messages';

type Order = AdminOrderDetailFieldsFragment['order'];

/** After a change the page reads the order again; the list may show it differently too. */
function useRefresh(number: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['adminOrder', number] }),
      client.invalidateQueries({ queryKey: ['adminOrders'] }),
    ]);
}

function Alert({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="alert" className="my-3 rounded border border-red-300 bg-red-50 p-3 text-red-900">
      {text}
    </p>
  );
}

/**
 * The order's moves: ready to ship, ship (carrier and tracking code), deliver, cancel and refund,
 * each offered only in the states the engine accepts it; a refusal is shown in words.
 */
export function OrderActions({ order, onDone }: { order: Order; onDone: (text: string) => void }) {
  const t = useMessages(detailMessages);
  const status = useMessages(ordersMessages);
  const errorText = useActionErrorText();
  const refresh = useRefresh(order.number);
  const [error, setError] = useState<string | null>(null);
  const state = order.status_code;
  const moved = (next: OrderStatusEnum | undefined) => {
    setError(null);
    if (next) onDone(t('moved', { state: status(`status.${next}`) }));
    return refresh();
  };
  const ready = useMutation({
    mutationFn: () => adminRequest(AdminOrderReadyToShipDocument, { number: order.number }),
    onSuccess: (data) => moved(data.adminMarkOrderReadyToShip?.status_code),
    onError: (failure) => setError(errorText(failure, { stateMove: true })),
  });
  const deliver = useMutation({
    mutationFn: () => adminRequest(AdminOrderDeliverDocument, { number: order.number }),
    onSuccess: (data) => moved(data.adminDeliverOrder?.status_code),
    onError: (failure) => setError(errorText(failure, { stateMove: true })),
  });
  const paid = state === 'PROCESSING' || state === 'READY_TO_SHIP';
  // A store employee may only move their store's pickup orders (ready, delivered); the engine
  // refuses the rest, so the buttons are not offered.
  const me = useStaff();
  const shopWide = me.staff.role !== 'STORE_EMPLOYEE';
  return (
    <section aria-labelledby="order-actions" className="mb-6">
      <h2 id="order-actions" className="sr-only">
        {t('actions')}
      </h2>
      <div className="flex flex-wrap gap-2">
        {state === 'PROCESSING' && (
          <Button look="primary" isDisabled={ready.isPending} onPress={() => ready.mutate()}>
            {t('readyToShip')}
          </Button>
        )}
        {paid && shopWide && <ShipDialog order={order} onDone={moved} />}
        {state === 'SHIPPED' && (
          <Button look="primary" isDisabled={deliver.isPending} onPress={() => deliver.mutate()}>
            {t('deliver')}
          </Button>
        )}
        {state !== 'PENDING_PAYMENT' && state !== 'CANCELED' && can(me, 'returns') && (
          <RefundDialog order={order} onDone={onDone} />
        )}
        {(paid || state === 'PENDING_PAYMENT') && shopWide && (
          <CancelDialog order={order} onDone={moved} />
        )}
      </div>
      <Alert text={error} />
    </section>
  );
}

function ShipDialog({
  order,
  onDone,
}: {
  order: Order;
  onDone: (state: OrderStatusEnum | undefined) => Promise<unknown>;
}) {
  const t = useMessages(detailMessages);
  const errorText = useActionErrorText();
  const [error, setError] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      z.object({
        carrier: z.enum(['postnl', 'dhl']),
        tracking: z
          .string()
          .trim()
          .regex(/^[A-Za-z0-9]{6,40}$/, t('trackingInvalid')),
      }),
    [t],
  );
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { carrier: 'postnl', tracking: '' },
  });
  const ship = useMutation({
    mutationFn: (values: z.infer<typeof schema>) =>
      adminRequest(AdminOrderShipDocument, {
        input: { number: order.number, carrier: values.carrier, tracking_number: values.tracking },
      }),
    onError: (failure) => setError(errorText(failure, { stateMove: true })),
  });
  return (
    <ActionDialog label={t('ship')} title={t('shipTitle', { number: order.number })} look="primary">
      {(close) => (
        <form
          noValidate
          onSubmit={form.handleSubmit(async (values) => {
            setError(null);
            const data = await ship.mutateAsync(values).catch(() => null);
            if (!data) return;
            close();
            await onDone(data.adminShipOrder?.status_code);
          })}
        >
          <div className="mb-3 flex flex-col gap-1">
            <label htmlFor="ship-carrier" className="text-sm font-medium">
              {t('carrier')}
            </label>
            <select
              id="ship-carrier"
              {...form.register('carrier')}
              className="min-h-10 rounded border border-slate-400 bg-white px-3 py-2"
            >
              <option value="postnl">PostNL</option>
              <option value="dhl">DHL</option>
            </select>
          </div>
          <TextField
            label={t('trackingCode')}
            hint={t('trackingHint')}
            autoComplete="off"
            error={form.formState.errors.tracking?.message}
            {...form.register('tracking')}
          />
          <Alert text={error} />
          <div className="flex gap-2">
            <Button type="submit" look="primary" isDisabled={ship.isPending}>
              {t('ship').replace('…', '')}
            </Button>
            <Button onPress={close}>{t('close')}</Button>
          </div>
        </form>
      )}
    </ActionDialog>
  );
}

function CancelDialog({
  order,
  onDone,
}: {
  order: Order;
  onDone: (state: OrderStatusEnum | undefined) => Promise<unknown>;
}) {
  const t = useMessages(detailMessages);
  const errorText = useActionErrorText();
  const [error, setError] = useState<string | null>(null);
  const cancel = useMutation({
    mutationFn: () => adminRequest(AdminOrderCancelDocument, { number: order.number }),
    onError: (failure) => setError(errorText(failure, { stateMove: true })),
  });
  return (
    <ActionDialog
      label={t('cancel')}
      title={t('cancelTitle', { number: order.number })}
      look="danger"
    >
      {(close) => (
        <>
          <p className="mb-4">{t('cancelText')}</p>
          <Alert text={error} />
          <div className="flex gap-2">
            <Button
              look="danger"
              isDisabled={cancel.isPending}
              onPress={async () => {
                setError(null);
                const data = await cancel.mutateAsync().catch(() => null);
                if (!data) return;
                close();
                await onDone(data.adminCancelOrder?.order.status_code);
              }}
            >
              {t('cancelConfirm')}
            </Button>
            <Button onPress={close}>{t('keep')}</Button>
          </div>
        </>
      )}
    </ActionDialog>
  );
}

function RefundDialog({ order, onDone }: { order: Order; onDone: (text: string) => void }) {
  const t = useMessages(detailMessages);
  const { language } = useLanguage();
  const errorText = useActionErrorText();
  const refresh = useRefresh(order.number);
  const [error, setError] = useState<string | null>(null);
  // One key per opened dialog: a double click or a retry after a lost answer pays once.
  const [key, setKey] = useState(() => `admin-${crypto.randomUUID()}`);
  const lines = (order.items ?? []).filter((item) => item !== null);
  const form = useForm<{
    mode: 'full' | 'partial';
    units: Record<string, string>;
    shipping: boolean;
    amount: string;
    reason: string;
  }>({
    defaultValues: { mode: 'full', units: {}, shipping: false, amount: '', reason: '' },
  });
  const mode = form.watch('mode');
  const refund = useMutation({
    mutationFn: (input: AdminRefundOrderInput) => adminRequest(AdminOrderRefundDocument, { input }),
    onError: (failure) => setError(errorText(failure)),
  });
  return (
    <ActionDialog label={t('refund')} title={t('refundTitle', { number: order.number })}>
      {(close) => (
        <form
          noValidate
          onSubmit={form.handleSubmit(async (values) => {
            setError(null);
            const input: AdminRefundOrderInput = {
              number: order.number,
              idempotency_key: key,
              reason: values.reason.trim() || null,
            };
            if (values.mode === 'partial') {
              const chosen = lines
                .map((line) => ({
                  sku: line.product_sku,
                  quantity: Number(values.units[line.id] || 0),
                }))
                .filter((line) => Number.isInteger(line.quantity) && line.quantity > 0);
              const cents = centsFromEuros(values.amount);
              if (Number.isNaN(cents)) return setError(t('amountInvalid'));
              if (chosen.length === 0 && !values.shipping && cents === null) {
                return setError(t('refundEmpty'));
              }
              input.lines = chosen;
              input.shipping = values.shipping;
              input.amount = cents === null ? null : cents / 100;
            }
            const data = await refund.mutateAsync(input).catch(() => null);
            if (!data) return;
            const done = data.adminRefundOrder!.refund;
            setKey(`admin-${crypto.randomUUID()}`);
            close();
            onDone(
              t('refunded', {
                amount: formatCents(Math.round((done.amount.value ?? 0) * 100), language),
                state: done.state === 'REFUNDED' ? '✓' : '…',
              }),
            );
            await refresh();
          })}
        >
          <fieldset className="mb-3">
            <legend className="mb-1 text-sm font-medium">{t('refundWhat')}</legend>
            <label className="flex items-start gap-2 py-1">
              <input type="radio" value="full" {...form.register('mode')} className="mt-1" />
              <span>
                {t('refundFull')}
                <span className="block text-xs text-slate-600">{t('refundFullHint')}</span>
              </span>
            </label>
            <label className="flex items-center gap-2 py-1">
              <input type="radio" value="partial" {...form.register('mode')} />
              {t('refundPartial')}
            </label>
          </fieldset>
          {mode === 'partial' && (
            <div className="mb-3 rounded border border-slate-200 p-3">
              {lines.map((line) => (
                <TextField
                  key={line.id}
                  type="number"
                  min={0}
                  max={line.quantity_ordered ?? 0}
                  step={1}
                  inputMode="numeric"
                  label={t('refundUnits', {
                    name: line.product_name ?? line.product_sku,
                    ordered: line.quantity_ordered ?? 0,
                  })}
                  {...form.register(`units.${line.id}`)}
                />
              ))}
              <label className="mb-3 flex items-center gap-2">
                <input type="checkbox" {...form.register('shipping')} />
                {t('refundShipping')}
              </label>
              <TextField
                label={t('refundAmount')}
                hint={t('refundAmountHint')}
                inputMode="decimal"
                {...form.register('amount')}
              />
            </div>
          )}
          <TextField label={t('refundReason')} maxLength={200} {...form.register('reason')} />
          <Alert text={error} />
          <div className="flex gap-2">
            <Button type="submit" look="primary" isDisabled={refund.isPending}>
              {t('refundSubmit')}
            </Button>
            <Button onPress={close}>{t('close')}</Button>
          </div>
        </form>
      )}
    </ActionDialog>
  );
}
