import type { AccountExistsMailData, MailLocale } from '../mail-port.ts';
import type { MailContent } from './mail-blocks.ts';

const texts: Record<
  MailLocale,
  {
    subject: string;
    intro: string;
    signIn: string;
    forgot: string;
    reset: string;
    ignore: string;
  }
> = {
  nl: {
    subject: 'Je hebt al een account bij ons',
    intro:
      'Er is net geprobeerd een account aan te maken met dit e-mailadres, maar daar hoort al een account bij.',
    signIn: 'Inloggen',
    forgot: 'Weet je je wachtwoord niet meer? Stel dan een nieuw wachtwoord in.',
    reset: 'Nieuw wachtwoord instellen',
    ignore: 'Was jij dit niet? Dan kun je deze e-mail negeren; er is niets veranderd.',
  },
  fr: {
    subject: 'Vous avez déjà un compte chez nous',
    intro:
      "Quelqu'un vient d'essayer de créer un compte avec cette adresse e-mail, mais un compte existe déjà.",
    signIn: 'Se connecter',
    forgot: 'Mot de passe oublié\u00a0? Choisissez-en un nouveau.',
    reset: 'Choisir un nouveau mot de passe',
    ignore: "Ce n'était pas vous\u00a0? Ignorez cet e-mail\u00a0; rien n'a changé.",
  },
  de: {
    subject: 'Du hast bereits ein Konto bei uns',
    intro:
      'Soeben wurde versucht, mit dieser E-Mail-Adresse ein Konto anzulegen, doch es gibt bereits eines.',
    signIn: 'Anmelden',
    forgot: 'Passwort vergessen? Dann leg ein neues fest.',
    reset: 'Neues Passwort festlegen',
    ignore: 'Das warst nicht du? Dann ignoriere diese E-Mail; es hat sich nichts geändert.',
  },
  en: {
    subject: 'You already have an account with us',
    intro:
      'Someone just tried to create an account with this e-mail address, but it already has one.',
    signIn: 'Sign in',
    forgot: 'Forgot your password? Then set a new one.',
    reset: 'Set a new password',
    ignore: "Wasn't this you? Then you can ignore this e-mail; nothing has changed.",
  },
};

export function accountExists(data: AccountExistsMailData, locale: MailLocale): MailContent {
  const words = texts[locale];
  return {
    subject: words.subject,
    preheader: words.intro,
    blocks: [
      { kind: 'paragraph', text: words.intro },
      { kind: 'button', label: words.signIn, url: data.signInUrl },
      { kind: 'paragraph', text: words.forgot },
      { kind: 'button', label: words.reset, url: data.resetUrl },
      { kind: 'paragraph', text: words.ignore },
    ],
  };
}
