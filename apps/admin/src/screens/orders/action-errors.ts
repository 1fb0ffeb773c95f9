import { useErrorText } from '@/components/ErrorNotice';
import { AdminRequestError } from '@/lib/admin-client';
import { useMessages, type Messages } from '@/lib/i18n';

/**
 * The engine's own codes for refused order, refund, return and reservation moves (ADR 0021,
 * 0025, 0027), in words that say what to do. Other codes fall back to the shared texts.
 */
const codes = [
  'ORDER_ALREADY_SHIPPED',
  'REFUND_EXCEEDS_PAID',
  'REFUND_QUANTITY_TOO_HIGH',
  'REFUND_SHIPPING_ALREADY_REFUNDED',
  'REFUND_NOTHING_TO_REFUND',
  'REFUND_AMOUNT_INVALID',
  'REFUND_UNKNOWN_LINE',
  'REFUND_NOT_PAID',
  'REFUND_KEY_REUSED',
  'REFUND_IN_PROGRESS',
  'REFUND_UNFINISHED',
  'REFUND_REFUSED',
  'REFUND_OUTCOME_UNKNOWN',
  'RETURN_NOT_REQUESTED',
  'RETURN_NOT_RECEIVED',
  'RESERVATION_NOT_CONFIRMED',
  'RESERVATION_EXPIRED',
  'RESERVATION_PICKED_UP',
  'STATE',
] as const;
type Code = (typeof codes)[number];

const actionErrorMessages: Messages<Code> = {
  en: {
    ORDER_ALREADY_SHIPPED:
      'The order has shipped, so it cannot be cancelled. Refund it instead once the goods are back.',
    REFUND_EXCEEDS_PAID: 'That is more than is left to refund. {detail}',
    REFUND_QUANTITY_TOO_HIGH: 'Fewer units are left to refund. {detail}',
    REFUND_SHIPPING_ALREADY_REFUNDED: 'The shipping cost was refunded already; leave it out.',
    REFUND_NOTHING_TO_REFUND: 'Nothing is left to refund on this order.',
    REFUND_AMOUNT_INVALID: 'Enter an amount of at least € 0.01.',
    REFUND_UNKNOWN_LINE: 'The order has no such line. Reload the order.',
    REFUND_NOT_PAID: 'The order was never paid, so there is nothing to refund.',
    REFUND_KEY_REUSED:
      'This refund was already asked with other amounts. Close the dialog and start again.',
    REFUND_IN_PROGRESS: 'This refund is being paid right now. Reload the order in a moment.',
    REFUND_UNFINISHED: 'An earlier refund has not finished. Retry that one first. {detail}',
    REFUND_REFUSED: 'The payment provider refused the refund; nothing changed. Try again later.',
    REFUND_OUTCOME_UNKNOWN:
      'The payment provider did not answer. Try the same refund again in a minute; it will not pay twice.',
    RETURN_NOT_REQUESTED: 'Only a requested return can be received or cancelled. Reload the list.',
    RETURN_NOT_RECEIVED: 'Receive the return before refunding it.',
    RESERVATION_NOT_CONFIRMED:
      'The shopper has not confirmed this reservation by the mailed link yet.',
    RESERVATION_EXPIRED: 'This reservation expired and its units went back on sale.',
    RESERVATION_PICKED_UP: 'This reservation was collected already.',
    STATE: 'Not possible in the order’s current state: {detail} Reload the order.',
  },
  nl: {
    ORDER_ALREADY_SHIPPED:
      'De bestelling is verzonden en kan niet meer geannuleerd worden. Betaal terug zodra de goederen terug zijn.',
    REFUND_EXCEEDS_PAID: 'Dat is meer dan er nog terug te betalen is. {detail}',
    REFUND_QUANTITY_TOO_HIGH: 'Er zijn minder stuks over om terug te betalen. {detail}',
    REFUND_SHIPPING_ALREADY_REFUNDED: 'De verzendkosten zijn al terugbetaald; laat ze weg.',
    REFUND_NOTHING_TO_REFUND: 'Er is niets meer terug te betalen op deze bestelling.',
    REFUND_AMOUNT_INVALID: 'Vul een bedrag van minstens € 0,01 in.',
    REFUND_UNKNOWN_LINE: 'De bestelling heeft zo’n regel niet. Laad de bestelling opnieuw.',
    REFUND_NOT_PAID: 'De bestelling is nooit betaald; er is niets terug te betalen.',
    REFUND_KEY_REUSED:
      'Deze terugbetaling is al met andere bedragen gevraagd. Sluit het venster en begin opnieuw.',
    REFUND_IN_PROGRESS: 'Deze terugbetaling wordt nu uitgevoerd. Laad de bestelling zo opnieuw.',
    REFUND_UNFINISHED:
      'Een eerdere terugbetaling is niet afgerond. Probeer die eerst opnieuw. {detail}',
    REFUND_REFUSED:
      'De betaalprovider weigerde de terugbetaling; er is niets veranderd. Probeer het later opnieuw.',
    REFUND_OUTCOME_UNKNOWN:
      'De betaalprovider antwoordde niet. Probeer dezelfde terugbetaling over een minuut opnieuw; er wordt niet dubbel betaald.',
    RETURN_NOT_REQUESTED:
      'Alleen een aangevraagde retour kan ontvangen of geannuleerd worden. Laad de lijst opnieuw.',
    RETURN_NOT_RECEIVED: 'Ontvang de retour voordat je terugbetaalt.',
    RESERVATION_NOT_CONFIRMED:
      'De klant heeft deze reservering nog niet bevestigd via de link in de mail.',
    RESERVATION_EXPIRED: 'Deze reservering is verlopen; de stuks zijn weer te koop.',
    RESERVATION_PICKED_UP: 'Deze reservering is al opgehaald.',
    STATE:
      'Niet mogelijk in de huidige status van de bestelling: {detail} Laad de bestelling opnieuw.',
  },
};

const known = new Set<string>(codes);

/** Words for a refused action: the engine's own code when it has one, the shared texts else. */
export function useActionErrorText() {
  const t = useMessages(actionErrorMessages);
  const shared = useErrorText();
  return (error: unknown, options: { stateMove?: boolean } = {}): string => {
    if (!(error instanceof AdminRequestError)) return shared(error);
    if (known.has(error.code)) return t(error.code as Code, { detail: error.message });
    // Order moves answer a wrong state as BAD_USER_INPUT naming the state (no field).
    if (options.stateMove && error.code === 'BAD_USER_INPUT' && !error.field) {
      return t('STATE', { detail: error.message });
    }
    return shared(error);
  };
}
