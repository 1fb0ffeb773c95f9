import type { OrderView } from '@/lib/commerce/orders';
import { formatCents } from '@/lib/format/cents';

/** An order's items and total, for the success and tracking pages. */
export function OrderLines({
  order,
  locale,
  title,
  totalLabel,
}: {
  order: OrderView;
  locale: string;
  title: string;
  totalLabel: string;
}) {
  return (
    <section aria-labelledby="order-lines-title" className="rounded-lg border border-line p-4">
      <h2 id="order-lines-title" className="mb-2 text-lg font-bold">
        {title}
      </h2>
      <ul className="divide-y divide-line">
        {order.items.map((item) => (
          <li key={item.id} className="flex gap-3 py-2 text-sm">
            <span className="shrink-0 text-muted">{item.quantity} ×</span>
            <span className="flex-1">{item.name}</span>
            <span className="shrink-0">{formatCents(item.rowCents, locale)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex justify-between border-t border-line pt-2 font-bold">
        <span>{totalLabel}</span>
        <span>{formatCents(order.totalCents, locale)}</span>
      </p>
    </section>
  );
}
