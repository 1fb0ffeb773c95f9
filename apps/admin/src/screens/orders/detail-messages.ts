import type { Messages } from '@/lib/i18n';

/** Texts of one order's page and its actions. */
export const detailMessages: Messages<
  | 'back'
  | 'paymentState.PENDING'
  | 'paymentState.PAID'
  | 'paymentState.CANCELLED'
  | 'paymentState.EXPIRED'
  | 'paymentState.DENIED'
  | 'refundState.PENDING'
  | 'refundState.REFUNDED'
  | 'notFound'
  | 'state'
  | 'placed'
  | 'lines'
  | 'product'
  | 'sku'
  | 'quantity'
  | 'price'
  | 'rowTotal'
  | 'subtotal'
  | 'shipping'
  | 'discount'
  | 'tax'
  | 'grandTotal'
  | 'addresses'
  | 'deliveryAddress'
  | 'billingAddress'
  | 'pickupIn'
  | 'business'
  | 'vatId'
  | 'reference'
  | 'payments'
  | 'noPayments'
  | 'transaction'
  | 'attention'
  | 'exchangeCalls'
  | 'exchangeCall'
  | 'tracking'
  | 'mails'
  | 'noMails'
  | 'mailState'
  | 'resent'
  | 'resend'
  | 'resendDone'
  | 'documents'
  | 'noDocuments'
  | 'kind.invoice'
  | 'kind.credit-note'
  | 'open'
  | 'refunds'
  | 'noRefunds'
  | 'refundBy'
  | 'cancellation'
  | 'returns'
  | 'openReturns'
  | 'notes'
  | 'noNotes'
  | 'noteLabel'
  | 'noteHint'
  | 'addNote'
  | 'noteAdded'
  | 'actions'
  | 'readyToShip'
  | 'ship'
  | 'shipTitle'
  | 'carrier'
  | 'trackingCode'
  | 'trackingHint'
  | 'trackingInvalid'
  | 'deliver'
  | 'cancel'
  | 'cancelTitle'
  | 'cancelText'
  | 'cancelConfirm'
  | 'keep'
  | 'refund'
  | 'refundTitle'
  | 'refundWhat'
  | 'refundFull'
  | 'refundFullHint'
  | 'refundPartial'
  | 'refundUnits'
  | 'refundShipping'
  | 'refundAmount'
  | 'refundAmountHint'
  | 'refundReason'
  | 'refundSubmit'
  | 'refundEmpty'
  | 'amountInvalid'
  | 'close'
  | 'done'
  | 'moved'
  | 'refunded'
  | 'working'
> = {
  en: {
    'paymentState.PENDING': 'Awaiting payment',
    'paymentState.PAID': 'Paid',
    'paymentState.CANCELLED': 'Cancelled',
    'paymentState.EXPIRED': 'Expired',
    'paymentState.DENIED': 'Denied',
    'refundState.PENDING': 'Asked, not yet confirmed',
    'refundState.REFUNDED': 'Refunded',
    back: 'All orders',
    notFound: 'There is no order {number}, or it is not one you may see.',
    state: 'State',
    placed: 'Placed {date} by {email}',
    lines: 'Lines',
    product: 'Product',
    sku: 'SKU',
    quantity: 'Quantity',
    price: 'Price',
    rowTotal: 'Line total',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    discount: 'Discount',
    tax: 'Of which VAT',
    grandTotal: 'Total',
    addresses: 'Addresses',
    deliveryAddress: 'Delivery address',
    billingAddress: 'Billing address',
    pickupIn: 'Collected in store {store}',
    business: 'Business',
    vatId: 'VAT number',
    reference: 'Reference',
    payments: 'Payments',
    noPayments: 'No payment was started.',
    transaction: 'Transaction {id}',
    attention: 'Needs attention: {reason}',
    exchangeCalls: 'Exchange calls from the provider ({count})',
    exchangeCall: '{date}: answered {status} {answer}',
    tracking: 'Track & trace',
    mails: 'Mails',
    noMails: 'No mail was sent for this order.',
    mailState: '{status}, {attempts} attempts',
    resent: 'resent copy',
    resend: 'Resend',
    resendDone: 'A copy of the mail is queued.',
    documents: 'Invoices and credit notes',
    noDocuments: 'No invoice yet: it is issued when the order is paid.',
    'kind.invoice': 'Invoice',
    'kind.credit-note': 'Credit note',
    open: 'Open PDF',
    refunds: 'Refunds',
    noRefunds: 'Nothing was refunded.',
    refundBy: 'asked by {who}',
    cancellation: 'cancellation',
    returns: 'Returns',
    openReturns: 'Open the returns',
    notes: 'Internal notes',
    noNotes: 'No notes yet. Notes are never shown to the shopper.',
    noteLabel: 'New note',
    noteHint: 'For staff only, 1 to 2,000 characters.',
    addNote: 'Add note',
    noteAdded: 'Note added.',
    actions: 'Actions',
    readyToShip: 'Mark ready to ship',
    ship: 'Ship…',
    shipTitle: 'Ship order {number}',
    carrier: 'Carrier',
    trackingCode: 'Tracking code',
    trackingHint: '6 to 40 letters and digits; the shopper gets the track & trace link by mail.',
    trackingInvalid: 'A tracking code is 6 to 40 letters and digits.',
    deliver: 'Mark delivered',
    cancel: 'Cancel order…',
    cancelTitle: 'Cancel order {number}?',
    cancelText:
      'The stock and the coupon come back; a paid order is refunded in full; the shopper is mailed. This cannot be undone.',
    cancelConfirm: 'Cancel the order',
    keep: 'Keep the order',
    refund: 'Refund…',
    refundTitle: 'Refund order {number}',
    refundWhat: 'What to refund',
    refundFull: 'Everything still left',
    refundFullHint: 'All lines, the shipping cost and any amount not yet refunded.',
    refundPartial: 'Part of it',
    refundUnits: 'Units of {name} to refund (ordered {ordered})',
    refundShipping: 'Refund the shipping cost',
    refundAmount: 'Extra amount (€)',
    refundAmountHint: 'Optional, on top of the lines, e.g. 12.50',
    refundReason: 'Reason (optional)',
    refundSubmit: 'Refund',
    refundEmpty: 'Choose units, the shipping cost or an amount.',
    amountInvalid: 'An amount in euros with at most two decimals, e.g. 12.50.',
    close: 'Close',
    done: 'Done.',
    moved: 'The order is now: {state}.',
    refunded: 'Refund of {amount} {state}.',
    working: 'Working…',
  },
  nl: {
    'paymentState.PENDING': 'Wacht op betaling',
    'paymentState.PAID': 'Betaald',
    'paymentState.CANCELLED': 'Geannuleerd',
    'paymentState.EXPIRED': 'Verlopen',
    'paymentState.DENIED': 'Geweigerd',
    'refundState.PENDING': 'Aangevraagd, nog niet bevestigd',
    'refundState.REFUNDED': 'Terugbetaald',
    back: 'Alle bestellingen',
    notFound: 'Bestelling {number} bestaat niet, of je mag haar niet zien.',
    state: 'Status',
    placed: 'Geplaatst {date} door {email}',
    lines: 'Regels',
    product: 'Product',
    sku: 'SKU',
    quantity: 'Aantal',
    price: 'Prijs',
    rowTotal: 'Regeltotaal',
    subtotal: 'Subtotaal',
    shipping: 'Verzending',
    discount: 'Korting',
    tax: 'Waarvan btw',
    grandTotal: 'Totaal',
    addresses: 'Adressen',
    deliveryAddress: 'Afleveradres',
    billingAddress: 'Factuuradres',
    pickupIn: 'Afhalen in winkel {store}',
    business: 'Zakelijk',
    vatId: 'Btw-nummer',
    reference: 'Referentie',
    payments: 'Betalingen',
    noPayments: 'Er is geen betaling gestart.',
    transaction: 'Transactie {id}',
    attention: 'Vraagt aandacht: {reason}',
    exchangeCalls: 'Exchange-meldingen van de provider ({count})',
    exchangeCall: '{date}: beantwoord met {status} {answer}',
    tracking: 'Track & trace',
    mails: 'Mails',
    noMails: 'Er is geen mail verstuurd voor deze bestelling.',
    mailState: '{status}, {attempts} pogingen',
    resent: 'opnieuw verstuurde kopie',
    resend: 'Opnieuw sturen',
    resendDone: 'Een kopie van de mail staat klaar om te versturen.',
    documents: 'Facturen en creditnota’s',
    noDocuments: 'Nog geen factuur: die volgt als de bestelling betaald is.',
    'kind.invoice': 'Factuur',
    'kind.credit-note': 'Creditnota',
    open: 'PDF openen',
    refunds: 'Terugbetalingen',
    noRefunds: 'Er is niets terugbetaald.',
    refundBy: 'gevraagd door {who}',
    cancellation: 'annulering',
    returns: 'Retouren',
    openReturns: 'Naar de retouren',
    notes: 'Interne notities',
    noNotes: 'Nog geen notities. Notities ziet de klant nooit.',
    noteLabel: 'Nieuwe notitie',
    noteHint: 'Alleen voor medewerkers, 1 tot 2.000 tekens.',
    addNote: 'Notitie toevoegen',
    noteAdded: 'Notitie toegevoegd.',
    actions: 'Acties',
    readyToShip: 'Klaar voor verzending',
    ship: 'Verzenden…',
    shipTitle: 'Bestelling {number} verzenden',
    carrier: 'Vervoerder',
    trackingCode: 'Trackingcode',
    trackingHint: '6 tot 40 letters en cijfers; de klant krijgt de track & trace-link per mail.',
    trackingInvalid: 'Een trackingcode is 6 tot 40 letters en cijfers.',
    deliver: 'Bezorgd melden',
    cancel: 'Bestelling annuleren…',
    cancelTitle: 'Bestelling {number} annuleren?',
    cancelText:
      'Voorraad en kortingscode komen terug; een betaalde bestelling wordt volledig terugbetaald; de klant krijgt een mail. Dit kan niet ongedaan worden.',
    cancelConfirm: 'Bestelling annuleren',
    keep: 'Bestelling houden',
    refund: 'Terugbetalen…',
    refundTitle: 'Bestelling {number} terugbetalen',
    refundWhat: 'Wat terugbetalen',
    refundFull: 'Alles wat nog over is',
    refundFullHint: 'Alle regels, de verzendkosten en wat nog niet terugbetaald is.',
    refundPartial: 'Een deel',
    refundUnits: 'Stuks van {name} terugbetalen (besteld {ordered})',
    refundShipping: 'Verzendkosten terugbetalen',
    refundAmount: 'Extra bedrag (€)',
    refundAmountHint: 'Optioneel, bovenop de regels, bijv. 12,50',
    refundReason: 'Reden (optioneel)',
    refundSubmit: 'Terugbetalen',
    refundEmpty: 'Kies stuks, de verzendkosten of een bedrag.',
    amountInvalid: 'Een bedrag in euro met hooguit twee decimalen, bijv. 12,50.',
    close: 'Sluiten',
    done: 'Gedaan.',
    moved: 'De bestelling is nu: {state}.',
    refunded: 'Terugbetaling van {amount} {state}.',
    working: 'Bezig…',
  },
};
