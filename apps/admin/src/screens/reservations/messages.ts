import type { Messages } from '@/lib/i18n';

export const reservationsMessages: Messages<
  | 'title'
  | 'titleStore'
  | 'store'
  | 'allStores'
  | 'states'
  | 'state.AWAITING_CONFIRMATION'
  | 'state.TO_PREPARE'
  | 'state.READY_FOR_PICKUP'
  | 'state.PICKED_UP'
  | 'state.EXPIRED'
  | 'none.AWAITING_CONFIRMATION'
  | 'none.TO_PREPARE'
  | 'none.READY_FOR_PICKUP'
  | 'none.PICKED_UP'
  | 'none.EXPIRED'
  | 'count'
  | 'countOne'
  | 'number'
  | 'product'
  | 'shopper'
  | 'holdUntil'
  | 'readyAt'
  | 'pickedUpAt'
  | 'action'
  | 'markReady'
  | 'markReadyHint'
  | 'pickedUp'
  | 'readyDone'
  | 'pickedUpDone'
  | 'storeCodeOnly'
  | 'detailTitle'
  | 'notFound'
  | 'back'
  | 'quantity'
  | 'placedAt'
> = {
  en: {
    title: 'Reservations',
    titleStore: 'Reservations in {store}',
    store: 'Store',
    allStores: 'All stores',
    states: 'Reservations by state',
    'state.AWAITING_CONFIRMATION': 'Awaiting confirmation',
    'state.TO_PREPARE': 'To prepare',
    'state.READY_FOR_PICKUP': 'Ready for pickup',
    'state.PICKED_UP': 'Picked up',
    'state.EXPIRED': 'Expired',
    'none.AWAITING_CONFIRMATION': 'No reservation waits for the shopper’s confirmation.',
    'none.TO_PREPARE': 'Nothing to prepare.',
    'none.READY_FOR_PICKUP': 'Nothing waits at the counter.',
    'none.PICKED_UP': 'Nothing was picked up yet.',
    'none.EXPIRED': 'No reservation expired.',
    count: '{count} reservations',
    countOne: '1 reservation',
    number: 'Number',
    product: 'Product',
    shopper: 'Shopper',
    holdUntil: 'Held until',
    readyAt: 'Ready since',
    pickedUpAt: 'Picked up',
    action: 'Action',
    markReady: 'Mark ready',
    markReadyHint: 'The shopper gets a mail that it can be collected.',
    pickedUp: 'Picked up',
    readyDone: '{number} is ready for pickup; the shopper is mailed.',
    pickedUpDone: '{number} is picked up.',
    storeCodeOnly: 'Store {code}',
    detailTitle: 'Reservation {number}',
    notFound: 'There is no reservation {number}, or it is not one you may see.',
    back: 'All reservations',
    quantity: 'Units',
    placedAt: 'Reserved',
  },
  nl: {
    title: 'Reserveringen',
    titleStore: 'Reserveringen in {store}',
    store: 'Winkel',
    allStores: 'Alle winkels',
    states: 'Reserveringen per status',
    'state.AWAITING_CONFIRMATION': 'Wacht op bevestiging',
    'state.TO_PREPARE': 'Klaar te zetten',
    'state.READY_FOR_PICKUP': 'Klaar om op te halen',
    'state.PICKED_UP': 'Opgehaald',
    'state.EXPIRED': 'Verlopen',
    'none.AWAITING_CONFIRMATION': 'Geen reservering wacht op bevestiging door de klant.',
    'none.TO_PREPARE': 'Niets klaar te zetten.',
    'none.READY_FOR_PICKUP': 'Er ligt niets klaar aan de balie.',
    'none.PICKED_UP': 'Er is nog niets opgehaald.',
    'none.EXPIRED': 'Geen reservering verlopen.',
    count: '{count} reserveringen',
    countOne: '1 reservering',
    number: 'Nummer',
    product: 'Product',
    shopper: 'Klant',
    holdUntil: 'Vastgehouden tot',
    readyAt: 'Klaar sinds',
    pickedUpAt: 'Opgehaald',
    action: 'Actie',
    markReady: 'Klaarzetten',
    markReadyHint: 'De klant krijgt een mail dat het opgehaald kan worden.',
    pickedUp: 'Opgehaald',
    readyDone: '{number} ligt klaar; de klant krijgt een mail.',
    pickedUpDone: '{number} is opgehaald.',
    storeCodeOnly: 'Winkel {code}',
    detailTitle: 'Reservering {number}',
    notFound: 'Reservering {number} bestaat niet, of je mag haar niet zien.',
    back: 'Alle reserveringen',
    quantity: 'Stuks',
    placedAt: 'Gereserveerd',
  },
};
