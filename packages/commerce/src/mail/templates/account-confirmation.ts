import type { AccountLinkMailData, MailLocale } from '../mail-port.ts';
import type { MailContent } from './mail-blocks.ts';

const texts: Record<
  MailLocale,
  { subject: string; intro: string; button: string; ignore: string }
> = {
  nl: {
    subject: 'Bevestig je account',
    intro: 'Welkom! Bevestig je e-mailadres om je account te activeren.',
    button: 'Account bevestigen',
    ignore: 'Heb je geen account aangemaakt? Dan kun je deze e-mail negeren.',
  },
  fr: {
    subject: 'Confirmez votre compte',
    intro: 'Bienvenue\u00a0! Confirmez votre adresse e-mail pour activer votre compte.',
    button: 'Confirmer mon compte',
    ignore: "Vous n'avez pas créé de compte\u00a0? Ignorez simplement cet e-mail.",
  },
  de: {
    subject: 'Bestätige dein Konto',
    intro: 'Willkommen! Bestätige deine E-Mail-Adresse, um dein Konto zu aktivieren.',
    button: 'Konto bestätigen',
    ignore: 'Du hast kein Konto erstellt? Dann kannst du diese E-Mail ignorieren.',
  },
  en: {
    subject: 'Confirm your account',
    intro: 'Welcome! Confirm your e-mail address to activate your account.',
    button: 'Confirm account',
    ignore: "Didn't create an account? Then you can ignore this e-mail.",
  },
};

export function accountConfirmation(data: AccountLinkMailData, locale: MailLocale): MailContent {
  const words = texts[locale];
  return {
    subject: words.subject,
    preheader: words.intro,
    blocks: [
      { kind: 'paragraph', text: words.intro },
      { kind: 'button', label: words.button, url: data.url },
      { kind: 'paragraph', text: words.ignore },
    ],
  };
}
