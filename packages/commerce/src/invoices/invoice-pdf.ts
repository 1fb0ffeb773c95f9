import { createShopPdf, useSans, writeText } from '../pdf/shop-pdf.ts';
import { formatEuros } from '../mail/templates/locale-format.ts';
import { paymentMethodName } from '../config/method-names.ts';
import { addressLinesIn } from '../mail/templates/value-names.ts';
import { shopConstants } from '../config/constants.ts';
import { invoiceLabels } from './invoice-labels.ts';
import type { InvoiceSnapshot } from './invoice-records.ts';

const regional = { nl: 'nl-NL', fr: 'fr-FR', de: 'de-DE', en: 'en-GB' } as const;

/** A day as the document's language writes it, in the shop's time zone. */
function day(iso: string, locale: InvoiceSnapshot['locale']): string {
  return new Intl.DateTimeFormat(regional[locale], {
    dateStyle: 'long',
    timeZone: shopConstants.store.timezone,
  }).format(new Date(iso));
}

const left = 50;
const width = 495;
/** Table columns: description, quantity, unit price, VAT rate, amount. */
const columns = [
  { x: left, width: 225, align: 'left' },
  { x: 280, width: 45, align: 'right' },
  { x: 330, width: 75, align: 'right' },
  { x: 410, width: 40, align: 'right' },
  { x: 455, width: 90, align: 'right' },
] as const;

/**
 * The document as a PDF, drawn from the issued snapshot alone (so it reads the same every time
 * it is downloaded), in the snapshot's language with amounts in euros as that language writes
 * them, and the stored payment method and countries named in that language too. Drawn in the shop's embedded Noto faces (ADR 0026): a buyer's name in any script the
 * faces cover prints as written, a right-to-left one in reading order.
 */
export function renderInvoicePdf(snapshot: InvoiceSnapshot): Promise<Buffer> {
  const labels = invoiceLabels[snapshot.locale];
  const euros = (cents: number) => formatEuros(cents, snapshot.locale);
  const title = snapshot.kind === 'invoice' ? labels.invoice : labels.creditNote;
  const issued = new Date(snapshot.issuedAt);
  const doc = createShopPdf({
    size: 'A4',
    margin: left,
    info: {
      Title: `${title} ${snapshot.number}`,
      Author: snapshot.seller.name,
      CreationDate: issued,
      ModDate: issued,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fontSize(20);
  writeText(doc, `${title} ${snapshot.number}`, { x: left, y: 50, bold: true });
  doc.moveDown(0.5).fontSize(10);
  const facts: [string, string][] = [
    [
      snapshot.kind === 'invoice' ? labels.date : labels.creditNoteDate,
      day(snapshot.issuedAt, snapshot.locale),
    ],
    [labels.orderNumber, snapshot.orderNumber],
    [labels.orderDate, day(snapshot.orderDate, snapshot.locale)],
    [labels.paymentMethod, paymentMethodName(snapshot.paymentMethod, snapshot.locale)],
  ];
  if (snapshot.kind === 'invoice') {
    facts.splice(1, 0, [labels.paymentDate, day(snapshot.issuedAt, snapshot.locale)]);
  }
  if (snapshot.creditedInvoiceNumber) {
    facts.push([labels.creditsInvoice, snapshot.creditedInvoiceNumber]);
  }
  for (const [label, value] of facts) writeText(doc, `${label}: ${value}`);

  const partiesTop = doc.y + 15;
  const { seller, buyer } = snapshot;
  writeText(doc, labels.seller, { x: left, y: partiesTop, bold: true });
  writeText(doc, [seller.name, ...addressLinesIn(seller.addressLines, snapshot.locale)].join('\n'));
  writeText(doc, `${labels.kvk}: ${seller.kvk}`);
  writeText(doc, `${labels.vatId}: ${seller.vatId}`);
  const sellerBottom = doc.y;
  writeText(doc, labels.buyer, { x: 300, y: partiesTop, width: 245, bold: true });
  const buyerLines = [
    buyer.company,
    buyer.name,
    ...addressLinesIn(buyer.addressLines, snapshot.locale),
  ].filter((line): line is string => !!line);
  writeText(doc, buyerLines.join('\n'), { width: 245 });
  if (buyer.vatId) writeText(doc, `${labels.vatId}: ${buyer.vatId}`, { width: 245 });
  if (buyer.reference) writeText(doc, `${labels.reference}: ${buyer.reference}`, { width: 245 });

  let y = Math.max(sellerBottom, doc.y) + 20;
  const row = (cells: string[], bold = false) => {
    useSans(doc, bold);
    const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i]!.width }));
    if (y + Math.max(...heights) > doc.page.height - 80) {
      doc.addPage();
      y = 50;
    }
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      writeText(doc, cell, { x: column.x, y, width: column.width, align: column.align, bold });
    });
    y += Math.max(...heights) + 4;
  };
  row([labels.description, labels.quantity, labels.unitPrice, labels.vatRate, labels.amount], true);
  doc
    .moveTo(left, y - 2)
    .lineTo(left + width, y - 2)
    .stroke();
  for (const line of snapshot.lines) {
    const description = line.sku ? `${line.description} (${line.sku})` : line.description;
    row([
      description,
      String(line.quantity),
      euros(line.unitCents),
      `${line.vatRate}%`,
      euros(line.amountCents),
    ]);
  }

  y += 10;
  row([labels.vatTotalsTitle, '', labels.netAmount, labels.vatRate, labels.vatAmount], true);
  for (const total of snapshot.vatTotals) {
    row(['', '', euros(total.netCents), `${total.rate}%`, euros(total.vatCents)]);
  }
  y += 6;
  row([labels.totalNet, '', '', '', euros(snapshot.totalNetCents)]);
  row([labels.totalVat, '', '', '', euros(snapshot.totalVatCents)]);
  row([labels.total, '', '', '', euros(snapshot.totalCents)], true);
  if (snapshot.kind === 'invoice') row([labels.paid, '', '', '', euros(snapshot.totalCents)]);
  if (snapshot.reverseCharge) {
    y += 10;
    writeText(doc, labels.reverseCharge, { x: left, y, width, bold: true });
  }
  doc.end();
  return done;
}
