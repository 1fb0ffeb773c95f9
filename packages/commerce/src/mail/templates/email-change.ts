import type { AccountLinkMailData, EmailChangedMailData, MailLocale } from '../mail-port.ts';
import type { MailContent } from './mail-blocks.ts';

const confirmTexts: Record<
  MailLocale,
  { subject: string; intro: string; button: string; expiry: string; ignore: string }
> = {
  nl: {
    subject: 'Bevestig je nieuwe e-mailadres',
    intro: 'Je wilt dit e-mailadres gebruiken voor je account. Bevestig dat het van jou is.',
    button: 'E-mailadres bevestigen',
    expiry: 'De link is 24 uur geldig. Tot je hem volgt, log je in met je oude e-mailadres.',
    ignore: 'Heb je dit niet gevraagd? Dan kun je deze e-mail negeren; er verandert niets.',
  },
  fr: {
    subject: 'Confirmez votre nouvelle adresse e-mail',
    intro:
      'Vous souhaitez utiliser cette adresse e-mail pour votre compte. Confirmez qu’elle est bien la vôtre.',
    button: 'Confirmer l’adresse e-mail',
    expiry:
      'Le lien est valable 24 heures. En attendant, vous vous connectez avec votre ancienne adresse.',
    ignore: "Vous n'avez rien demandé\u00a0? Ignorez cet e-mail\u00a0; rien ne change.",
  },
  de: {
    subject: 'Bestätige deine neue E-Mail-Adresse',
    intro:
      'Du möchtest diese E-Mail-Adresse für dein Konto verwenden. Bestätige, dass sie dir gehört.',
    button: 'E-Mail-Adresse bestätigen',
    expiry:
      'Der Link ist 24 Stunden gültig. Bis dahin meldest du dich mit deiner alten Adresse an.',
    ignore: 'Du hast das nicht angefordert? Dann ignoriere diese E-Mail; es ändert sich nichts.',
  },
  en: {
    subject: 'Confirm your new e-mail address',
    intro: 'You want to use this e-mail address for your account. Confirm that it is yours.',
    button: 'Confirm e-mail address',
    expiry: 'The link works for 24 hours. Until you follow it, you sign in with your old address.',
    ignore: "Didn't ask for this? Then ignore this e-mail; nothing changes.",
  },
};

const changedTexts: Record<
  MailLocale,
  {
    subject: string;
    intro(address: string): string;
    sessions: string;
    notYou: string;
    button: string;
  }
> = {
  nl: {
    subject: 'Je e-mailadres is gewijzigd',
    intro: (address) => `Je account gebruikt vanaf nu het e-mailadres ${address}.`,
    sessions: 'Voor de veiligheid ben je op al je apparaten uitgelogd. Log in met je nieuwe adres.',
    notYou: 'Heb jij dit niet gedaan? Neem dan meteen contact op met onze klantenservice.',
    button: 'Wachtwoord vergeten',
  },
  fr: {
    subject: 'Votre adresse e-mail a été modifiée',
    intro: (address) => `Votre compte utilise désormais l’adresse e-mail ${address}.`,
    sessions:
      'Par sécurité, vous avez été déconnecté de tous vos appareils. Connectez-vous avec votre nouvelle adresse.',
    notYou: "Ce n'était pas vous\u00a0? Contactez tout de suite notre service client.",
    button: 'Mot de passe oublié',
  },
  de: {
    subject: 'Deine E-Mail-Adresse wurde geändert',
    intro: (address) => `Dein Konto verwendet ab jetzt die E-Mail-Adresse ${address}.`,
    sessions:
      'Zu deiner Sicherheit wurdest du auf allen Geräten abgemeldet. Melde dich mit deiner neuen Adresse an.',
    notYou: 'Das warst nicht du? Dann wende dich sofort an unseren Kundenservice.',
    button: 'Passwort vergessen',
  },
  en: {
    subject: 'Your e-mail address has been changed',
    intro: (address) => `From now on your account uses the e-mail address ${address}.`,
    sessions:
      'For your safety you have been signed out on all your devices. Sign in with your new address.',
    notYou: "Wasn't this you? Then contact our customer service right away.",
    button: 'Forgot password',
  },
};

/** To the new address: the link that moves the account there. */
export function emailChangeConfirmation(
  data: AccountLinkMailData,
  locale: MailLocale,
): MailContent {
  const words = confirmTexts[locale];
  return {
    subject: words.subject,
    preheader: words.intro,
    blocks: [
      { kind: 'paragraph', text: words.intro },
      { kind: 'button', label: words.button, url: data.url },
      { kind: 'paragraph', text: words.expiry },
      { kind: 'paragraph', text: words.ignore },
    ],
  };
}

/** To the old address, once the account has moved: the holder learns of it and can act. */
export function emailChanged(data: EmailChangedMailData, locale: MailLocale): MailContent {
  const words = changedTexts[locale];
  return {
    subject: words.subject,
    preheader: words.intro(data.newEmail),
    blocks: [
      { kind: 'paragraph', text: words.intro(data.newEmail) },
      { kind: 'paragraph', text: words.sessions },
      { kind: 'paragraph', text: words.notYou },
      { kind: 'button', label: words.button, url: data.resetUrl },
    ],
  };
}
