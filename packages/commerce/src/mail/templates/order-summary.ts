import type { MailLocale, OrderMailData } from '../mail-port.ts';
import { commonTexts } from './common-texts.ts';
import { formatEuros, withColon } from './locale-format.ts';
import type { MailBlock } from './mail-blocks.ts';
import {
  addressLinesIn,
  deliveryLinesIn,
  deliveryMethodName,
  paymentMethodName,
} from './value-names.ts';

/**
 * The items, totals with VAT, payment method and delivery of an order, as every order mail shows
 * them: the stored method names and the country in the mail's language too.
 */
export function orderSummaryBlocks(order: OrderMailData, locale: MailLocale): MailBlock[] {
  const texts = commonTexts[locale];
  const euros = (cents: number) => formatEuros(cents, locale);
  const totals: { label: string; value: string; strong?: boolean }[] = [
    { label: texts.subtotal, value: euros(order.subtotalCents) },
    {
      label: texts.shipping,
      value: order.shippingCents === 0 ? texts.freeShipping : euros(order.shippingCents),
    },
  ];
  if (order.discountCents !== 0) {
    totals.push({ label: texts.discount, value: euros(-Math.abs(order.discountCents)) });
  }
  totals.push(
    { label: texts.grandTotal, value: euros(order.grandTotalCents), strong: true },
    { label: texts.tax, value: euros(order.taxCents) },
  );
  return [
    { kind: 'table', rows: [{ label: texts.orderNumber, value: order.orderNumber }] },
    {
      kind: 'table',
      rows: order.items.map((item) => ({
        label: `${item.quantity} × ${item.name} (${item.sku})`,
        value: euros(item.rowTotalCents),
      })),
    },
    { kind: 'table', rows: totals },
    {
      kind: 'table',
      rows: [
        { label: texts.paymentMethod, value: paymentMethodName(order.paymentMethod, locale) },
        { label: texts.delivery, value: deliveryMethodName(order.shippingMethod, locale) },
      ],
    },
    { kind: 'lines', lines: deliveryLinesIn(order.deliveryLines, locale) },
    ...billingBlocks(order, locale),
  ];
}

/** The invoice address, and for a business order what its bookkeeping needs (spec §3). */
function billingBlocks(order: OrderMailData, locale: MailLocale): MailBlock[] {
  if (!order.billing) return [];
  const texts = commonTexts[locale];
  const { company, vatId, reference } = order.billing;
  const business = [
    { label: texts.company, value: company },
    { label: texts.vatId, value: vatId },
    { label: texts.reference, value: reference },
  ].filter((row): row is { label: string; value: string } => Boolean(row.value));
  return [
    {
      kind: 'lines',
      lines: [
        withColon(texts.billingAddress, locale),
        ...addressLinesIn(order.billing.lines, locale),
      ],
    },
    ...(business.length > 0 ? [{ kind: 'table' as const, rows: business }] : []),
  ];
}
