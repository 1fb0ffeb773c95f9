import type { Messages } from '@/lib/i18n';

export const ordersMessages: Messages<
  | 'title'
  | 'search'
  | 'searchHint'
  | 'status'
  | 'anyStatus'
  | 'anyStore'
  | 'anyMethod'
  | 'from'
  | 'to'
  | 'store'
  | 'method'
  | 'minAmount'
  | 'maxAmount'
  | 'apply'
  | 'clear'
  | 'count'
  | 'countOne'
  | 'countAtLeast'
  | 'none'
  | 'number'
  | 'date'
  | 'customer'
  | 'total'
  | 'payment'
  | 'delivery'
  | 'pickupAt'
  | 'amountFormat'
  | 'status.PENDING_PAYMENT'
  | 'status.PROCESSING'
  | 'status.READY_TO_SHIP'
  | 'status.SHIPPED'
  | 'status.DELIVERED'
  | 'status.CANCELED'
  | 'detailTitle'
> = {
  en: {
    title: 'Orders',
    search: 'Search',
    searchHint: 'Order number, e-mail address, postcode or name',
    status: 'State',
    anyStatus: 'Any state',
    anyStore: 'Any store',
    anyMethod: 'Any method',
    from: 'Placed from',
    to: 'Placed up to',
    store: 'Pickup store',
    method: 'Payment method',
    minAmount: 'Total at least (€)',
    maxAmount: 'Total at most (€)',
    apply: 'Show orders',
    clear: 'Clear filters',
    count: '{count} orders',
    countOne: '1 order',
    countAtLeast: 'More than {count} orders',
    none: 'No orders match. Change the search or the filters.',
    number: 'Number',
    date: 'Placed',
    customer: 'Customer',
    total: 'Total',
    payment: 'Payment',
    delivery: 'Delivery',
    pickupAt: 'pickup at {store}',
    amountFormat: 'An amount in euros, e.g. 12.50',
    'status.PENDING_PAYMENT': 'Awaiting payment',
    'status.PROCESSING': 'Processing',
    'status.READY_TO_SHIP': 'Ready to ship',
    'status.SHIPPED': 'Shipped',
    'status.DELIVERED': 'Delivered',
    'status.CANCELED': 'Cancelled',
    detailTitle: 'Order {number}',
  },
  nl: {
    title: 'Bestellingen',
    search: 'Zoeken',
    searchHint: 'Bestelnummer, e-mailadres, postcode of naam',
    status: 'Status',
    anyStatus: 'Elke status',
    anyStore: 'Elke winkel',
    anyMethod: 'Elke betaalmethode',
    from: 'Geplaatst vanaf',
    to: 'Geplaatst tot en met',
    store: 'Afhaalwinkel',
    method: 'Betaalmethode',
    minAmount: 'Totaal minstens (€)',
    maxAmount: 'Totaal hooguit (€)',
    apply: 'Bestellingen tonen',
    clear: 'Filters wissen',
    count: '{count} bestellingen',
    countOne: '1 bestelling',
    countAtLeast: 'Meer dan {count} bestellingen',
    none: 'Geen bestellingen gevonden. Pas de zoekopdracht of de filters aan.',
    number: 'Nummer',
    date: 'Geplaatst',
    customer: 'Klant',
    total: 'Totaal',
    payment: 'Betaling',
    delivery: 'Levering',
    pickupAt: 'afhalen in {store}',
    amountFormat: 'Een bedrag in euro, bijv. 12,50',
    'status.PENDING_PAYMENT': 'Wacht op betaling',
    'status.PROCESSING': 'In behandeling',
    'status.READY_TO_SHIP': 'Klaar voor verzending',
    'status.SHIPPED': 'Verzonden',
    'status.DELIVERED': 'Bezorgd',
    'status.CANCELED': 'Geannuleerd',
    detailTitle: 'Bestelling {number}',
  },
};
