import type { MailLocale } from '../mail/mail-port.ts';

/**
 * The line a settling credit note gives back for what earlier credit notes credited without
 * lines (ADR 0026): printed as a positive amount, so the note's total is what the refund paid.
 */
export const creditedEarlierLabel: Record<MailLocale, string> = {
  nl: 'Eerder al gecrediteerd',
  fr: 'Déjà crédité auparavant',
  de: 'Bereits zuvor gutgeschrieben',
  en: 'Credited earlier',
};
