import PDFDocument from 'pdfkit';
import { formatEuros } from '../mail/templates/locale-format.ts';
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
 * them. The standard Helvetica font covers the four languages' letters and the euro sign.
 */
export function renderInvoicePdf(snapshot: InvoiceSnapshot): Promise<Buffer> {
  const labels = invoiceLabels[snapshot.locale];
  const euros = (cents: number) => formatEuros(cents, snapshot.locale);
  const title = snapshot.kind === 'invoice' ? labels.invoice : labels.creditNote;
  const issued = new Date(snapshot.issuedAt);
  const doc = new PDFDocument({
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

  doc.font('Helvetica-Bold').fontSize(20).text(`${title} ${snapshot.number}`, left, 50);
  doc.moveDown(0.5).font('Helvetica').fontSize(10);
  const facts: [string, string][] = [
    [
      snapshot.kind === 'invoice' ? labels.date : labels.creditNoteDate,
      day(snapshot.issuedAt, snapshot.locale),
    ],
    [labels.orderNumber, snapshot.orderNumber],
    [labels.orderDate, day(snapshot.orderDate, snapshot.locale)],
    [labels.paymentMethod, snapshot.paymentMethod],
  ];
  if (snapshot.kind === 'invoice') {
    facts.splice(1, 0, [labels.paymentDate, day(snapshot.issuedAt, snapshot.locale)]);
  }
  if (snapshot.creditedInvoiceNumber) {
    facts.push([labels.creditsInvoice, snapshot.creditedInvoiceNumber]);
  }
  for (const [label, value] of facts) doc.text(`${label}: ${value}`);

  const partiesTop = doc.y + 15;
  const { seller, buyer } = snapshot;
  doc.font('Helvetica-Bold').text(labels.seller, left, partiesTop);
  doc.font('Helvetica').text([seller.name, ...seller.addressLines].join('\n'));
  doc.text(`${labels.kvk}: ${seller.kvk}`);
  doc.text(`${labels.vatId}: ${seller.vatId}`);
  const sellerBottom = doc.y;
  doc.font('Helvetica-Bold').text(labels.buyer, 300, partiesTop, { width: 245 });
  doc.font('Helvetica');
  const buyerLines = [buyer.company, buyer.name, ...buyer.addressLines].filter(
    (line): line is string => !!line,
  );
  doc.text(buyerLines.join('\n'), { width: 245 });
  if (buyer.vatId) doc.text(`${labels.vatId}: ${buyer.vatId}`, { width: 245 });
  if (buyer.reference) doc.text(`${labels.reference}: ${buyer.reference}`, { width: 245 });

  let y = Math.max(sellerBottom, doc.y) + 20;
  const row = (cells: string[], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i]!.width }));
    if (y + Math.max(...heights) > doc.page.height - 80) {
      doc.addPage();
      y = 50;
    }
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      doc.text(cell, column.x, y, { width: column.width, align: column.align });
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
    doc.font('Helvetica-Bold').text(labels.reverseCharge, left, y, { width });
  }
  doc.end();
  return done;
}
