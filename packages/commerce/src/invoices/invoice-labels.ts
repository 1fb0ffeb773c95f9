import type { MailLocale } from '../mail/mail-port.ts';

/** What an invoice document says, in the order's language. */
export interface InvoiceLabels {
  invoice: string;
  creditNote: string;
  number: string;
  date: string;
  /** A credit note's own date label: it is no invoice and must not say so. */
  creditNoteDate: string;
  paymentDate: string;
  orderNumber: string;
  orderDate: string;
  paymentMethod: string;
  creditsInvoice: string;
  seller: string;
  buyer: string;
  kvk: string;
  vatId: string;
  reference: string;
  description: string;
  quantity: string;
  unitPrice: string;
  vatRate: string;
  amount: string;
  vatTotalsTitle: string;
  netAmount: string;
  vatAmount: string;
  totalNet: string;
  totalVat: string;
  total: string;
  shipping: string;
  discount: string;
  otherRefund: string;
  reverseCharge: string;
  paid: string;
}

export const invoiceLabels: Record<MailLocale, InvoiceLabels> = {
  nl: {
    invoice: 'Factuur',
    creditNote: 'Creditnota',
    number: 'Factuurnummer',
    date: 'Factuurdatum',
    creditNoteDate: 'Datum creditnota',
    paymentDate: 'Datum van betaling (vooruitbetaling)',
    orderNumber: 'Bestelnummer',
    orderDate: 'Besteldatum',
    paymentMethod: 'Betaalmethode',
    creditsInvoice: 'Crediteert factuur',
    seller: 'Verkoper',
    buyer: 'Koper',
    kvk: 'KvK-nummer',
    vatId: 'Btw-nummer',
    reference: 'Referentie',
    description: 'Omschrijving',
    quantity: 'Aantal',
    unitPrice: 'Stukprijs',
    vatRate: 'Btw',
    amount: 'Bedrag',
    vatTotalsTitle: 'Btw per tarief',
    netAmount: 'Bedrag excl. btw',
    vatAmount: 'Btw-bedrag',
    totalNet: 'Totaal excl. btw',
    totalVat: 'Totaal btw',
    total: 'Totaal',
    shipping: 'Verzendkosten',
    discount: 'Korting',
    otherRefund: 'Overige terugbetaling',
    reverseCharge: 'BTW verlegd (art. 138 Btw-richtlijn, intracommunautaire levering)',
    paid: 'Voldaan',
  },
  fr: {
    invoice: 'Facture',
    creditNote: 'Note de crédit',
    number: 'Numéro de facture',
    date: 'Date de facture',
    creditNoteDate: 'Date de la note de crédit',
    paymentDate: 'Date du paiement (acompte)',
    orderNumber: 'Numéro de commande',
    orderDate: 'Date de commande',
    paymentMethod: 'Mode de paiement',
    creditsInvoice: 'Crédite la facture',
    seller: 'Vendeur',
    buyer: 'Acheteur',
    kvk: 'Numéro KvK',
    vatId: 'Numéro de TVA',
    reference: 'Référence',
    description: 'Description',
    quantity: 'Quantité',
    unitPrice: 'Prix unitaire',
    vatRate: 'TVA',
    amount: 'Montant',
    vatTotalsTitle: 'TVA par taux',
    netAmount: 'Montant HT',
    vatAmount: 'Montant TVA',
    totalNet: 'Total HT',
    totalVat: 'Total TVA',
    total: 'Total',
    shipping: 'Frais de livraison',
    discount: 'Remise',
    otherRefund: 'Autre remboursement',
    reverseCharge: 'Autoliquidation (art. 138 directive TVA, livraison intracommunautaire)',
    paid: 'Payé',
  },
  de: {
    invoice: 'Rechnung',
    creditNote: 'Gutschrift',
    number: 'Rechnungsnummer',
    date: 'Rechnungsdatum',
    creditNoteDate: 'Gutschriftsdatum',
    paymentDate: 'Zahlungsdatum (Vorauszahlung)',
    orderNumber: 'Bestellnummer',
    orderDate: 'Bestelldatum',
    paymentMethod: 'Zahlungsart',
    creditsInvoice: 'Korrigiert Rechnung',
    seller: 'Verkäufer',
    buyer: 'Käufer',
    kvk: 'KvK-Nummer',
    vatId: 'USt-IdNr.',
    reference: 'Referenz',
    description: 'Beschreibung',
    quantity: 'Menge',
    unitPrice: 'Stückpreis',
    vatRate: 'MwSt.',
    amount: 'Betrag',
    vatTotalsTitle: 'MwSt. je Satz',
    netAmount: 'Nettobetrag',
    vatAmount: 'MwSt.-Betrag',
    totalNet: 'Summe netto',
    totalVat: 'Summe MwSt.',
    total: 'Gesamtbetrag',
    shipping: 'Versandkosten',
    discount: 'Rabatt',
    otherRefund: 'Sonstige Erstattung',
    reverseCharge:
      'Steuerschuldnerschaft des Leistungsempfängers (Art. 138 MwSt-Richtlinie, innergemeinschaftliche Lieferung)',
    paid: 'Bezahlt',
  },
  en: {
    invoice: 'Invoice',
    creditNote: 'Credit note',
    number: 'Invoice number',
    date: 'Invoice date',
    creditNoteDate: 'Credit note date',
    paymentDate: 'Date of payment (prepayment)',
    orderNumber: 'Order number',
    orderDate: 'Order date',
    paymentMethod: 'Payment method',
    creditsInvoice: 'Credits invoice',
    seller: 'Seller',
    buyer: 'Buyer',
    kvk: 'Chamber of Commerce (KvK) number',
    vatId: 'VAT number',
    reference: 'Reference',
    description: 'Description',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    vatRate: 'VAT',
    amount: 'Amount',
    vatTotalsTitle: 'VAT per rate',
    netAmount: 'Amount excl. VAT',
    vatAmount: 'VAT amount',
    totalNet: 'Total excl. VAT',
    totalVat: 'Total VAT',
    total: 'Total',
    shipping: 'Shipping',
    discount: 'Discount',
    otherRefund: 'Other refund',
    reverseCharge: 'VAT reverse charged (art. 138 VAT Directive, intra-Community supply)',
    paid: 'Paid',
  },
};
