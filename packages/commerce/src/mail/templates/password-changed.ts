import type { MailLocale, PasswordChangedMailData } from '../mail-port.ts';
import type { MailContent } from './mail-blocks.ts';

const texts: Record<
  MailLocale,
  { subject: string; intro: string; sessions: string; notYou: string; button: string }
> = {
  nl: {
    subject: 'Je wachtwoord is gewijzigd',
    intro: 'Het wachtwoord van je account is zojuist gewijzigd.',
    sessions: 'Voor de veiligheid ben je op al je apparaten uitgelogd.',
    notYou: 'Heb jij dit niet gedaan? Stel dan meteen een nieuw wachtwoord in.',
    button: 'Nieuw wachtwoord instellen',
  },
  fr: {
    subject: 'Votre mot de passe a été modifié',
    intro: 'Le mot de passe de votre compte vient d’être modifié.',
    sessions: 'Par sécurité, vous avez été déconnecté de tous vos appareils.',
    notYou: "Ce n'était pas vous\u00a0? Choisissez tout de suite un nouveau mot de passe.",
    button: 'Choisir un nouveau mot de passe',
  },
  de: {
    subject: 'Dein Passwort wurde geändert',
    intro: 'Das Passwort deines Kontos wurde soeben geändert.',
    sessions: 'Zu deiner Sicherheit wurdest du auf allen Geräten abgemeldet.',
    notYou: 'Das warst nicht du? Dann leg sofort ein neues Passwort fest.',
    button: 'Neues Passwort festlegen',
  },
  en: {
    subject: 'Your password has been changed',
    intro: 'The password of your account has just been changed.',
    sessions: 'For your safety you have been signed out on all your devices.',
    notYou: "Wasn't this you? Then set a new password right away.",
    button: 'Set a new password',
  },
};

export function passwordChanged(data: PasswordChangedMailData, locale: MailLocale): MailContent {
  const words = texts[locale];
  return {
    subject: words.subject,
    preheader: words.intro,
    blocks: [
      { kind: 'paragraph', text: words.intro },
      { kind: 'paragraph', text: words.sessions },
      { kind: 'paragraph', text: words.notYou },
      { kind: 'button', label: words.button, url: data.resetUrl },
    ],
  };
}
