import { vatPercent } from '../cart/cart-totals.ts';
import { creditedEarlierLabel } from './credit-note-labels.ts';
import type {
  InvoiceLine,
  InvoiceSnapshot,
  RefundForCreditNote,
  VatTotal,
} from './invoice-records.ts';
import { invoiceLabels } from './invoice-labels.ts';
import { vatPart, vatTotalsOf } from './invoice-snapshot.ts';

/** Per VAT rate, as positive cents. */
export type CreditedByRate = Map<number, { grossCents: number; vatCents: number }>;

/** What earlier credit notes of an invoice credited per rate (positive: money back). */
export function creditedByRate(notes: readonly InvoiceSnapshot[]): CreditedByRate {
  const credited: CreditedByRate = new Map();
  for (const note of notes) {
    for (const total of note.vatTotals) {
      const sofar = credited.get(total.rate) ?? { grossCents: 0, vatCents: 0 };
      credited.set(total.rate, {
        grossCents: sofar.grossCents - total.grossCents,
        vatCents: sofar.vatCents - total.vatCents,
      });
    }
  }
  return credited;
}

/**
 * Cents split over rates in proportion to their weights, by largest remainder: the parts add up
 * to the cents exactly (the last cents go to the largest remainders, a tie to the higher rate).
 * Without any positive weight, all of it goes to the first rate.
 */
export function splitOverRates(
  cents: number,
  weights: readonly (readonly [rate: number, weight: number])[],
): Map<number, number> {
  const parts = new Map(weights.map(([rate]) => [rate, 0]));
  if (cents < 0) {
    for (const [rate, part] of splitOverRates(-cents, weights)) parts.set(rate, 0 - part || 0);
    return parts;
  }
  const total = weights.reduce((sum, [, weight]) => sum + Math.max(0, weight), 0);
  if (total <= 0) {
    if (weights[0]) parts.set(weights[0][0], cents);
    return parts;
  }
  const shares = weights.map(([rate, weight]) => {
    const exact = (cents * Math.max(0, weight)) / total;
    return { rate, whole: Math.floor(exact), fraction: exact - Math.floor(exact) };
  });
  let left = cents - shares.reduce((sum, share) => sum + share.whole, 0);
  for (const share of [...shares].sort((a, b) => b.fraction - a.fraction || b.rate - a.rate)) {
    if (left <= 0) break;
    share.whole += 1;
    left -= 1;
  }
  for (const share of shares) parts.set(share.rate, share.whole);
  return parts;
}

const add = (map: Map<number, number>, rate: number, cents: number) =>
  map.set(rate, (map.get(rate) ?? 0) + cents);

/**
 * Per rate, the note's lines summed and their VAT: the VAT credited so far at that rate becomes
 * the VAT of everything credited so far (one rounding per rate over all the invoice's credit
 * notes, as the invoice has one per rate). So the notes' VAT adds up to the VAT of what was
 * refunded, and a note that credits all of a rate brings the VAT credited to the invoice's.
 */
function creditVatTotals(lines: InvoiceLine[], credited: CreditedByRate): VatTotal[] {
  const byRate = new Map<number, number>();
  for (const line of lines) add(byRate, line.vatRate, line.amountCents);
  return [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, grossCents]) => {
      const before = credited.get(rate) ?? { grossCents: 0, vatCents: 0 };
      const vatCents = before.vatCents - vatPart(before.grossCents - grossCents, rate);
      return { rate, grossCents, vatCents, netCents: grossCents - vatCents };
    });
}

/**
 * A credit note for a refund: the invoice's parties and language, the refunded lines and
 * shipping as negative lines at the invoice's rates, and the rest of what the refund paid
 * (ADR 0026). A refund that pays back all the invoice still has un-credited credits exactly that,
 * per rate: earlier amounts credited without lines come back as a positive line. Any other
 * amount beyond the lines is split over the rates in proportion to what each still has
 * un-credited. The note's total is always minus what the refund paid.
 */
export function creditNoteSnapshotOf(
  invoice: InvoiceSnapshot,
  earlierNotes: readonly InvoiceSnapshot[],
  refund: RefundForCreditNote,
  number: string,
  issuedAt: Date,
): InvoiceSnapshot {
  const defaultRate = invoice.reverseCharge ? 0 : vatPercent;
  const locale = invoice.locale;
  const credited = creditedByRate(earlierNotes);
  const open = new Map<number, number>();
  for (const total of vatTotalsOf(invoice.lines)) add(open, total.rate, total.grossCents);
  for (const [rate, sofar] of credited) add(open, rate, -sofar.grossCents);

  const lines: InvoiceLine[] = refund.lines.map((refunded) => {
    const original = invoice.lines.find(
      (line) => line.kind === 'product' && line.sku === refunded.sku,
    );
    return {
      kind: 'product',
      description: original?.description ?? refunded.sku,
      sku: refunded.sku,
      quantity: refunded.quantity,
      unitCents: -Math.round(refunded.amountCents / Math.max(1, refunded.quantity)),
      amountCents: -refunded.amountCents,
      vatRate: original?.vatRate ?? defaultRate,
    };
  });
  if (refund.shippingCents > 0) {
    const shippingRate =
      invoice.lines.find((line) => line.kind === 'shipping')?.vatRate ?? defaultRate;
    lines.push(
      creditLine('shipping', invoiceLabels[locale].shipping, -refund.shippingCents, shippingRate),
    );
  }
  const named = new Map<number, number>();
  for (const line of lines) add(named, line.vatRate, -line.amountCents);
  const rates = [...new Set([...open.keys(), ...named.keys()])].sort((a, b) => b - a);
  const namedOf = (rate: number) => named.get(rate) ?? 0;
  const openOf = (rate: number) => open.get(rate) ?? 0;

  const openTotal = rates.reduce((sum, rate) => sum + openOf(rate), 0);
  const restCents = refund.amountCents - rates.reduce((sum, rate) => sum + namedOf(rate), 0);
  const rest =
    refund.amountCents === openTotal
      ? // It settles the invoice: each rate gets exactly what it still has un-credited.
        new Map(rates.map((rate) => [rate, openOf(rate) - namedOf(rate)]))
      : splitOverRates(
          restCents,
          rates.map((rate) => [
            rate,
            restCents >= 0 ? openOf(rate) - namedOf(rate) : namedOf(rate),
          ]),
        );
  for (const rate of rates) {
    const cents = rest.get(rate) ?? 0;
    if (cents > 0) {
      lines.push(creditLine('discount', invoiceLabels[locale].otherRefund, -cents, rate));
    } else if (cents < 0) {
      lines.push(creditLine('credited-earlier', creditedEarlierLabel[locale], -cents, rate));
    }
  }

  const vatTotals = creditVatTotals(lines, credited);
  const sum = (pick: (total: VatTotal) => number) => vatTotals.reduce((all, t) => all + pick(t), 0);
  return {
    ...invoice,
    kind: 'credit-note',
    number,
    issuedAt: issuedAt.toISOString(),
    creditedInvoiceNumber: invoice.number,
    lines,
    vatTotals,
    totalNetCents: sum((t) => t.netCents),
    totalVatCents: sum((t) => t.vatCents),
    totalCents: sum((t) => t.grossCents),
  };
}

function creditLine(
  kind: 'shipping' | 'discount' | 'credited-earlier',
  description: string,
  cents: number,
  rate: number,
): InvoiceLine {
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
