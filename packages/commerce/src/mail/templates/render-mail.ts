import type { MailLocale, MailMessage } from '../mail-port.ts';
import type { MailContent, RenderedMail } from './mail-blocks.ts';
import { renderLayout } from './mail-layout.ts';
import { orderConfirmation } from './order-confirmation.ts';
import { orderShipped } from './order-shipped.ts';
import { paymentFailed } from './payment-failed.ts';
import { orderCancelled, orderRefunded } from './order-refund.ts';
import { returnRequested } from './return-requested.ts';
import { reservationConfirmed } from './reservation-confirmed.ts';
import { reservationConfirm } from './reservation-confirm.ts';
import { reservationReady } from './reservation-ready.ts';
import { accountConfirmation } from './account-confirmation.ts';
import { accountExists } from './account-exists.ts';
import { passwordChanged } from './password-changed.ts';
import { passwordReset } from './password-reset.ts';
import { emailChangeConfirmation, emailChanged } from './email-change.ts';
import {
  newsletterAlreadySubscribed,
  newsletterConfirmation,
  newsletterWelcome,
} from './newsletter.ts';
import { contactMessage, contactReceived } from './contact.ts';

const mailLocales = new Set<string>(['nl', 'fr', 'de', 'en']);

/** A stored locale the shop has no mails in falls back to Dutch, the shop's own language. */
export function mailLocale(locale: string): MailLocale {
  return mailLocales.has(locale) ? (locale as MailLocale) : 'nl';
}

/**
 * The subject, HTML and plain text of an outbox mail, in its language; `unsubscribeUrl` is the
 * newsletter unsubscribe link for the mail's recipient, shown in the footer (null for a recipient
 * who is not subscribed: no line).
 */
export function renderMail(
  message: MailMessage,
  locale: MailLocale,
  unsubscribeUrl: string | null = null,
): RenderedMail {
  return renderLayout(content(message, locale), locale, message.data.customerName, unsubscribeUrl);
}

function content(message: MailMessage, locale: MailLocale): MailContent {
  switch (message.template) {
    case 'order-confirmation':
      return orderConfirmation(message.data, locale);
    case 'payment-failed':
      return paymentFailed(message.data, locale);
    case 'order-shipped':
      return orderShipped(message.data, locale);
    case 'order-cancelled':
      return orderCancelled(message.data, locale);
    case 'order-refunded':
      return orderRefunded(message.data, locale);
    case 'return-requested':
      return returnRequested(message.data, locale);
    case 'reservation-confirmed':
      return reservationConfirmed(message.data, locale);
    case 'reservation-confirm':
      return reservationConfirm(message.data, locale);
    case 'reservation-ready':
      return reservationReady(message.data, locale);
    case 'account-confirmation':
      return accountConfirmation(message.data, locale);
    case 'account-exists':
      return accountExists(message.data, locale);
    case 'password-reset':
      return passwordReset(message.data, locale);
    case 'password-changed':
      return passwordChanged(message.data, locale);
    case 'email-change-confirmation':
      return emailChangeConfirmation(message.data, locale);
    case 'email-changed':
      return emailChanged(message.data, locale);
    case 'newsletter-confirmation':
      return newsletterConfirmation(message.data, locale);
    case 'newsletter-already-subscribed':
      return newsletterAlreadySubscribed(message.data, locale);
    case 'newsletter-welcome':
      return newsletterWelcome(message.data, locale);
    case 'contact-message':
      return contactMessage(message.data);
    case 'contact-received':
      return contactReceived(message.data, locale);
  }
}
