import type { MailLocale, MailMessage } from '../mail-port.ts';
import type { MailContent, RenderedMail } from './mail-blocks.ts';
import { renderLayout } from './mail-layout.ts';
import { orderConfirmation } from './order-confirmation.ts';
import { orderShipped } from './order-shipped.ts';
import { paymentFailed } from './payment-failed.ts';
import { reservationConfirmed } from './reservation-confirmed.ts';
import { accountConfirmation } from './account-confirmation.ts';
import { accountExists } from './account-exists.ts';
import { passwordChanged } from './password-changed.ts';
import { passwordReset } from './password-reset.ts';

const mailLocales = new Set<string>(['nl', 'fr', 'de', 'en']);

/** A stored locale the shop has no mails in falls back to Dutch, the shop's own language. */
export function mailLocale(locale: string): MailLocale {
  return mailLocales.has(locale) ? (locale as MailLocale) : 'nl';
}

/** The subject, HTML and plain text of an outbox mail, in its language. */
export function renderMail(message: MailMessage, locale: MailLocale): RenderedMail {
  return renderLayout(content(message, locale), locale, message.data.customerName);
}

function content(message: MailMessage, locale: MailLocale): MailContent {
  switch (message.template) {
    case 'order-confirmation':
      return orderConfirmation(message.data, locale);
    case 'payment-failed':
      return paymentFailed(message.data, locale);
    case 'order-shipped':
      return orderShipped(message.data, locale);
    case 'reservation-confirmed':
      return reservationConfirmed(message.data, locale);
    case 'account-confirmation':
      return accountConfirmation(message.data, locale);
    case 'account-exists':
      return accountExists(message.data, locale);
    case 'password-reset':
      return passwordReset(message.data, locale);
    case 'password-changed':
      return passwordChanged(message.data, locale);
  }
}
