import type { ContactMailData, MailLocale } from '../mail-port.ts';
import type { MailContent } from './mail-blocks.ts';

const languageNames: Record<string, string> = {
  nl: 'Nederlands',
  fr: 'Frans',
  de: 'Duits',
  en: 'Engels',
};

/**
 * The message as the shop's customer service gets it, in Dutch (the shop's own language), with
 * the shopper as reply-to. Every field is plain text the layout escapes.
 */
export function contactMessage(data: ContactMailData): MailContent {
  const name = [data.prefix, data.customerName].filter(Boolean).join(' ');
  return {
    subject: `Contactformulier: ${data.subject}`.slice(0, 200),
    preheader: `${name} <${data.email}>`,
    internal: true,
    replyTo: data.email,
    blocks: [
      { kind: 'heading', text: 'Nieuw bericht via het contactformulier' },
      {
        kind: 'table',
        rows: [
          { label: 'Naam', value: name },
          { label: 'E-mail', value: data.email },
          { label: 'Telefoon', value: data.telephone ?? '-' },
          { label: 'Onderwerp', value: data.subject },
          { label: 'Taal', value: languageNames[data.locale] ?? data.locale },
        ],
      },
      { kind: 'lines', lines: data.message.split(/\r?\n/) },
      { kind: 'paragraph', text: 'Beantwoord deze e-mail om de klant te antwoorden.' },
    ],
  };
}

const receivedTexts: Record<
  MailLocale,
  { subject: string; intro: string; answer: string; yourMessage: string; subjectLabel: string }
> = {
  nl: {
    subject: 'We hebben je bericht ontvangen',
    intro: 'Bedankt voor je bericht. We hebben het goed ontvangen.',
    answer:
      'Onze klantenservice (maandag tot en met vrijdag van 08:30 tot 17:00 uur) beantwoordt je vraag zo snel mogelijk, meestal binnen één werkdag.',
    yourMessage: 'Je bericht',
    subjectLabel: 'Onderwerp',
  },
  fr: {
    subject: 'Nous avons bien reçu votre message',
    intro: 'Merci pour votre message. Nous l’avons bien reçu.',
    answer:
      'Notre service client (du lundi au vendredi, de 08h30 à 17h00) vous répond dès que possible, en général sous un jour ouvré.',
    yourMessage: 'Votre message',
    subjectLabel: 'Objet',
  },
  de: {
    subject: 'Wir haben deine Nachricht erhalten',
    intro: 'Vielen Dank für deine Nachricht. Wir haben sie erhalten.',
    answer:
      'Unser Kundenservice (montags bis freitags von 08:30 bis 17:00 Uhr) beantwortet deine Frage so schnell wie möglich, meist innerhalb eines Werktages.',
    yourMessage: 'Deine Nachricht',
    subjectLabel: 'Betreff',
  },
  en: {
    subject: "We've received your message",
    intro: "Thank you for your message. We've received it.",
    answer:
      'Our customer service (Monday to Friday from 08:30 to 17:00) will answer as soon as possible, usually within one working day.',
    yourMessage: 'Your message',
    subjectLabel: 'Subject',
  },
};

/** The shopper's copy: what they sent and when to expect an answer. */
export function contactReceived(data: ContactMailData, locale: MailLocale): MailContent {
  const words = receivedTexts[locale];
  return {
    subject: words.subject,
    preheader: words.intro,
    blocks: [
      { kind: 'paragraph', text: words.intro },
      { kind: 'paragraph', text: words.answer },
      { kind: 'heading', text: words.yourMessage },
      { kind: 'table', rows: [{ label: words.subjectLabel, value: data.subject }] },
      { kind: 'lines', lines: data.message.split(/\r?\n/) },
    ],
  };
}
