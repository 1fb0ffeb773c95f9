import type { AccountLinkMailData, MailLocale } from '../mail-port.ts';
import type { MailContent } from './mail-blocks.ts';

const texts: Record<
  MailLocale,
  { subject: string; intro: string; button: string; validity: string; ignore: string }
> = {
  nl: {
    subject: 'Stel een nieuw wachtwoord in',
    intro: 'Je hebt gevraagd om een nieuw wachtwoord. Kies het via de knop hieronder.',
    button: 'Nieuw wachtwoord instellen',
    validity: 'De link werkt één keer en is een uur geldig.',
    ignore:
      'Heb je dit niet gevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft hetzelfde.',
  },
  fr: {
    subject: 'Choisissez un nouveau mot de passe',
    intro: 'Vous avez demandé un nouveau mot de passe. Choisissez-le avec le bouton ci-dessous.',
    button: 'Choisir un nouveau mot de passe',
    validity: 'Le lien ne fonctionne qu’une fois et reste valable une heure.',
    ignore:
      "Vous n'avez rien demandé\u00a0? Ignorez cet e-mail\u00a0; votre mot de passe reste le même.",
  },
  de: {
    subject: 'Leg ein neues Passwort fest',
    intro: 'Du hast ein neues Passwort angefordert. Leg es über die Schaltfläche unten fest.',
    button: 'Neues Passwort festlegen',
    validity: 'Der Link funktioniert einmal und ist eine Stunde gültig.',
    ignore:
      'Du hast nichts angefordert? Dann ignoriere diese E-Mail; dein Passwort bleibt unverändert.',
  },
  en: {
    subject: 'Set a new password',
    intro: 'You asked for a new password. Choose it with the button below.',
    button: 'Set a new password',
    validity: 'The link works once and is valid for one hour.',
    ignore: "Didn't ask for this? Then you can ignore this e-mail; your password stays the same.",
  },
};

export function passwordReset(data: AccountLinkMailData, locale: MailLocale): MailContent {
  const words = texts[locale];
  return {
    subject: words.subject,
    preheader: words.validity,
    blocks: [
      { kind: 'paragraph', text: words.intro },
      { kind: 'button', label: words.button, url: data.url },
      { kind: 'paragraph', text: words.validity },
      { kind: 'paragraph', text: words.ignore },
    ],
  };
}
