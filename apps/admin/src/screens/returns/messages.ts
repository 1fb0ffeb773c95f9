import type { Messages } from '@/lib/i18n';

export const returnsMessages: Messages<
  | 'title'
  | 'states'
  | 'state.REQUESTED'
  | 'state.RECEIVED'
  | 'state.REFUNDED'
  | 'state.CANCELLED'
  | 'none.REQUESTED'
  | 'none.RECEIVED'
  | 'none.REFUNDED'
  | 'none.CANCELLED'
  | 'count'
  | 'countOne'
  | 'number'
  | 'order'
  | 'units'
  | 'reason'
  | 'requested'
  | 'received'
  | 'refunded'
  | 'action'
  | 'receive'
  | 'receiveTitle'
  | 'receiveText'
  | 'sellable'
  | 'notSellable'
  | 'receiveConfirm'
  | 'receivedDone'
  | 'refund'
  | 'refundTitle'
  | 'refundText'
  | 'refundConfirm'
  | 'refundedDone'
  | 'cancel'
  | 'cancelTitle'
  | 'cancelText'
  | 'cancelConfirm'
  | 'cancelledDone'
  | 'close'
  | 'reason.CHANGED_MIND'
  | 'reason.DOES_NOT_FIT'
  | 'reason.DAMAGED'
  | 'reason.WRONG_ITEM'
  | 'reason.NOT_AS_DESCRIBED'
  | 'reason.OTHER'
> = {
  en: {
    title: 'Returns',
    states: 'Returns by state',
    'state.REQUESTED': 'To receive',
    'state.RECEIVED': 'To refund',
    'state.REFUNDED': 'Refunded',
    'state.CANCELLED': 'Cancelled',
    'none.REQUESTED': 'No return is on its way back.',
    'none.RECEIVED': 'No received return waits for its refund.',
    'none.REFUNDED': 'No return was refunded yet.',
    'none.CANCELLED': 'No return was cancelled.',
    count: '{count} returns',
    countOne: '1 return',
    number: 'Return',
    order: 'Order',
    units: 'Units',
    reason: 'Reason',
    requested: 'Requested',
    received: 'Received',
    refunded: 'Refunded',
    action: 'Action',
    receive: 'Receive…',
    receiveTitle: 'Receive return {number}',
    receiveText: 'Sellable units go back into the online stock; the others do not.',
    sellable: '{units} × {name}: sellable',
    notSellable: 'not sellable',
    receiveConfirm: 'Received',
    receivedDone: 'Return {number} is received.',
    refund: 'Refund…',
    refundTitle: 'Refund return {number}?',
    refundText:
      'The returned units are paid back through the payment provider (the shipping cost too when the whole order is now returned), and a credit note is issued.',
    refundConfirm: 'Refund',
    refundedDone: 'Return {number} is refunded.',
    cancel: 'Cancel…',
    cancelTitle: 'Cancel return {number}?',
    cancelText: 'For a return that was asked but never came back. The shopper is not refunded.',
    cancelConfirm: 'Cancel the return',
    cancelledDone: 'Return {number} is cancelled.',
    close: 'Close',
    'reason.CHANGED_MIND': 'Changed mind',
    'reason.DOES_NOT_FIT': 'Does not fit',
    'reason.DAMAGED': 'Damaged',
    'reason.WRONG_ITEM': 'Wrong item',
    'reason.NOT_AS_DESCRIBED': 'Not as described',
    'reason.OTHER': 'Other',
  },
  nl: {
    title: 'Retouren',
    states: 'Retouren per status',
    'state.REQUESTED': 'Te ontvangen',
    'state.RECEIVED': 'Terug te betalen',
    'state.REFUNDED': 'Terugbetaald',
    'state.CANCELLED': 'Geannuleerd',
    'none.REQUESTED': 'Er is geen retour onderweg.',
    'none.RECEIVED': 'Geen ontvangen retour wacht op terugbetaling.',
    'none.REFUNDED': 'Er is nog geen retour terugbetaald.',
    'none.CANCELLED': 'Er is geen retour geannuleerd.',
    count: '{count} retouren',
    countOne: '1 retour',
    number: 'Retour',
    order: 'Bestelling',
    units: 'Stuks',
    reason: 'Reden',
    requested: 'Aangevraagd',
    received: 'Ontvangen',
    refunded: 'Terugbetaald',
    action: 'Actie',
    receive: 'Ontvangen…',
    receiveTitle: 'Retour {number} ontvangen',
    receiveText: 'Verkoopbare stuks gaan terug in de online voorraad; de andere niet.',
    sellable: '{units} × {name}: verkoopbaar',
    notSellable: 'niet verkoopbaar',
    receiveConfirm: 'Ontvangen',
    receivedDone: 'Retour {number} is ontvangen.',
    refund: 'Terugbetalen…',
    refundTitle: 'Retour {number} terugbetalen?',
    refundText:
      'De geretourneerde stuks worden via de betaalprovider terugbetaald (ook de verzendkosten als nu de hele bestelling retour is) en er volgt een creditnota.',
    refundConfirm: 'Terugbetalen',
    refundedDone: 'Retour {number} is terugbetaald.',
    cancel: 'Annuleren…',
    cancelTitle: 'Retour {number} annuleren?',
    cancelText:
      'Voor een retour die aangevraagd is maar nooit terugkwam. De klant krijgt niets terug.',
    cancelConfirm: 'Retour annuleren',
    cancelledDone: 'Retour {number} is geannuleerd.',
    close: 'Sluiten',
    'reason.CHANGED_MIND': 'Bedacht',
    'reason.DOES_NOT_FIT': 'Past niet',
    'reason.DAMAGED': 'Beschadigd',
    'reason.WRONG_ITEM': 'Verkeerd artikel',
    'reason.NOT_AS_DESCRIBED': 'Niet zoals beschreven',
    'reason.OTHER': 'Anders',
  },
};
