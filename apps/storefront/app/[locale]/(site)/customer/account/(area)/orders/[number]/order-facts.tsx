import { formatCents } from '@/lib/format/cents';

export interface OrderTotalsLabels {
  title: string;
  subtotal: string;
  shipping: string;
  shippingFree: string;
  total: string;
  tax: string;
}

/** The order's totals; free shipping reads as free, as on the cart and checkout. */
export function OrderTotals({
  order,
  locale,
  labels,
}: {
  order: { subtotalCents: number; shippingCents: number; totalCents: number; taxCents: number };
  locale: string;
  labels: OrderTotalsLabels;
}) {
  return (
    <section aria-labelledby="order-totals" className="rounded-lg border border-line p-4">
      <h2 id="order-totals" className="mb-2 text-lg font-bold">
        {labels.title}
      </h2>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt>{labels.subtotal}</dt>
        <dd className="text-right">{formatCents(order.subtotalCents, locale)}</dd>
        <dt>{labels.shipping}</dt>
        <dd className="text-right">
          {order.shippingCents === 0
            ? labels.shippingFree
            : formatCents(order.shippingCents, locale)}
        </dd>
        <dt className="font-bold">{labels.total}</dt>
        <dd className="text-right font-bold">{formatCents(order.totalCents, locale)}</dd>
        <dt className="text-sm text-muted">{labels.tax}</dt>
        <dd className="text-right text-sm text-muted">{formatCents(order.taxCents, locale)}</dd>
      </dl>
    </section>
  );
}

export interface OrderBusinessLabels {
  title: string;
  company: string;
  vatNumber: string;
  reference: string;
}

/** A business order's company, VAT number and reference, as on its invoice; nothing otherwise. */
export function OrderBusiness({
  business,
  labels,
}: {
  business: { company: string; vatNumber: string; reference: string } | null;
  labels: OrderBusinessLabels;
}) {
  if (!business || !(business.company || business.vatNumber || business.reference)) return null;
  const rows = [
    [labels.company, business.company],
    [labels.vatNumber, business.vatNumber],
    [labels.reference, business.reference],
  ].filter(([, value]) => value);
  return (
    <section aria-labelledby="order-business">
      <h2 id="order-business" className="text-lg font-bold">
        {labels.title}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
