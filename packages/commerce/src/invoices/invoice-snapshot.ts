import { vatPercent } from '../cart/cart-totals.ts';
import { addressLines } from '../mail/templates/address-lines.ts';
import { mailLocale, type OrderWithItems } from '../orders/order-service.ts';
import type { StoredOrderAddress } from '../orders/order-records.ts';
import type { InvoiceBuyer, InvoiceLine, InvoiceSnapshot, VatTotal } from './invoice-records.ts';
import { invoiceLabels } from './invoice-labels.ts';
import type { InvoiceSettings } from './shop-legal.ts';

/** EU member states by the country code an address carries (VAT numbers: Greece writes EL). */
const euCountries = new Set(
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' '),
);

/**
 * Whether the VAT is reverse charged: the shop sells cross-border, and the buyer is a business
 * in another EU country with a VAT number of that country (the checkout checks its form; ADR 0026).
 */
export function reverseCharged(address: StoredOrderAddress, settings: InvoiceSettings): boolean {
  const country = address.countryCode.toUpperCase();
  const vatId = address.vatId?.toUpperCase() ?? '';
  const vatCountry = country === 'GR' ? 'EL' : country;
  return (
    settings.sellsCrossBorder &&
    country !== 'NL' &&
    euCountries.has(country) &&
    !!address.company?.trim() &&
    vatId.startsWith(vatCountry)
  );
}

function buyerOf(address: StoredOrderAddress): InvoiceBuyer {
  const lines = addressLines(address);
  return {
    name: lines[0] ?? '',
    company: address.company?.trim() || null,
    // The name and company print above; the rest is the postal address.
    addressLines: lines.slice(address.company?.trim() ? 2 : 1),
    countryCode: address.countryCode,
    vatId: address.vatId,
    reference: address.reference,
  };
}

/** The part of an amount including VAT at a rate that is VAT, to the cent (as the cart counts). */
export function vatPart(grossCents: number, rate: number): number {
  return grossCents - Math.round((grossCents * 100) / (100 + rate));
}

/** Per rate: the lines' sum, and its VAT taken from that sum (one rounding per rate). */
export function vatTotalsOf(lines: InvoiceLine[]): VatTotal[] {
  const byRate = new Map<number, number>();
  for (const line of lines)
    byRate.set(line.vatRate, (byRate.get(line.vatRate) ?? 0) + line.amountCents);
  return [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, grossCents]) => {
      const vatCents = vatPart(grossCents, rate);
      return { rate, grossCents, vatCents, netCents: grossCents - vatCents };
    });
}

function withTotals(
  base: Omit<InvoiceSnapshot, 'vatTotals' | 'totalNetCents' | 'totalVatCents' | 'totalCents'>,
): InvoiceSnapshot {
  const vatTotals = vatTotalsOf(base.lines);
  const sum = (pick: (total: VatTotal) => number) => vatTotals.reduce((all, t) => all + pick(t), 0);
  return {
    ...base,
    vatTotals,
    totalNetCents: sum((t) => t.netCents),
    totalVatCents: sum((t) => t.vatCents),
    totalCents: sum((t) => t.grossCents),
  };
}

/**
 * An order's invoice as issued now: the lines at the prices paid, shipping, the discount as a
 * negative line, VAT per rate. Reverse charged, the same amounts carry 0 % VAT: the invoice
 * states what was paid (ADR 0026).
 */
export function invoiceSnapshotOf(
  order: OrderWithItems,
  settings: InvoiceSettings,
  number: string,
  issuedAt: Date,
): InvoiceSnapshot {
  const locale = mailLocale(order.locale);
  const reverseCharge = reverseCharged(order.billingAddress, settings);
  const rate = reverseCharge ? 0 : vatPercent;
  const { totals } = order;
  const lines: InvoiceLine[] = order.items.map((item) => ({
    kind: 'product',
    description: item.name,
    sku: item.sku,
    quantity: item.quantity,
    unitCents: item.unitCents,
    amountCents: item.rowCents,
    vatRate: rate,
  }));
  // Delivered orders always show their shipping, free or not; a pickup in store has none. The
  // stored method is a title in the order's language, so the pickup store tells them apart.
  if (totals.shippingCents > 0 || order.pickupLocationCode === null) {
    lines.push(extraLine('shipping', invoiceLabels[locale].shipping, totals.shippingCents, rate));
  }
  if (totals.discountCents > 0) {
    const label = totals.discountLabel ?? invoiceLabels[locale].discount;
    lines.push(extraLine('discount', label, -totals.discountCents, rate));
  }
  return withTotals({
    version: 1,
    kind: 'invoice',
    number,
    issuedAt: issuedAt.toISOString(),
    locale,
    orderNumber: order.number,
    orderDate: order.createdAt.toISOString(),
    paymentMethod: order.paymentMethodTitle,
    creditedInvoiceNumber: null,
    seller: settings.seller,
    buyer: buyerOf(order.billingAddress),
    lines,
    reverseCharge,
  });
}

function extraLine(
  kind: 'shipping' | 'discount',
  description: string,
  cents: number,
  rate: number,
) {
  return {
    kind,
    description,
    sku: null,
    quantity: 1,
    unitCents: cents,
    amountCents: cents,
    vatRate: rate,
  };
}
