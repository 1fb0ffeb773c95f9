import type { Messages } from '@/lib/i18n';

export const accountMessages: Messages<
  | 'title'
  | 'you'
  | 'name'
  | 'email'
  | 'role'
  | 'store'
  | 'passwordTitle'
  | 'passwordIntro'
  | 'currentPassword'
  | 'passwordChanged'
  | 'totpTitle'
  | 'totpOn'
  | 'totpOff'
  | 'totpOwner'
  | 'totpOffer'
  | 'turnOn'
  | 'cancel'
  | 'totpTurnedOn'
  | 'turnOffIntro'
  | 'code'
  | 'codeFormat'
  | 'turnOff'
  | 'totpTurnedOff'
  | 'signOutTitle'
  | 'signOutIntro'
  | 'signOut'
> = {
  en: {
    title: 'My account',
    you: 'You',
    name: 'Name',
    email: 'E-mail address',
    role: 'Role',
    store: 'Store',
    passwordTitle: 'Password',
    passwordIntro: 'Choosing a new password signs you out on every other device.',
    currentPassword: 'Current password',
    passwordChanged: 'Your password has been changed.',
    totpTitle: 'Two-factor sign-in',
    totpOn: 'On: signing in asks for a code from your authenticator app.',
    totpOff: 'Off: signing in asks for your password only.',
    totpOwner:
      'Owners must keep two-factor sign-in on. If you lose your phone, another owner can reset it.',
    totpOffer:
      'Protect your account with a code from an authenticator app on your phone, asked at every sign-in.',
    turnOn: 'Set up two-factor sign-in',
    cancel: 'Cancel',
    totpTurnedOn: 'Two-factor sign-in is on. From now on, signing in asks for a code.',
    turnOffIntro: 'To turn it off, enter the current code from your authenticator app.',
    code: 'Code from the app',
    codeFormat: 'The code has 6 digits.',
    turnOff: 'Turn off two-factor sign-in',
    totpTurnedOff: 'Two-factor sign-in is off.',
    signOutTitle: 'Sign out',
    signOutIntro: 'Sign out when you leave a shared computer, such as the one behind a counter.',
    signOut: 'Sign out',
  },
  nl: {
    title: 'Mijn account',
    you: 'Jij',
    name: 'Naam',
    email: 'E-mailadres',
    role: 'Rol',
    store: 'Winkel',
    passwordTitle: 'Wachtwoord',
    passwordIntro: 'Met een nieuw wachtwoord word je op alle andere apparaten afgemeld.',
    currentPassword: 'Huidig wachtwoord',
    passwordChanged: 'Je wachtwoord is gewijzigd.',
    totpTitle: 'Aanmelden in twee stappen',
    totpOn: 'Aan: bij het aanmelden wordt om een code uit je authenticator-app gevraagd.',
    totpOff: 'Uit: bij het aanmelden wordt alleen om je wachtwoord gevraagd.',
    totpOwner:
      'Eigenaren moeten aanmelden in twee stappen aan laten staan. Ben je je telefoon kwijt, dan kan een andere eigenaar het resetten.',
    totpOffer:
      'Bescherm je account met een code uit een authenticator-app op je telefoon, bij elke aanmelding.',
    turnOn: 'Aanmelden in twee stappen instellen',
    cancel: 'Annuleren',
    totpTurnedOn:
      'Aanmelden in twee stappen staat aan. Voortaan wordt bij het aanmelden om een code gevraagd.',
    turnOffIntro: 'Vul om het uit te zetten de huidige code uit je authenticator-app in.',
    code: 'Code uit de app',
    codeFormat: 'De code heeft 6 cijfers.',
    turnOff: 'Aanmelden in twee stappen uitzetten',
    totpTurnedOff: 'Aanmelden in twee stappen staat uit.',
    signOutTitle: 'Afmelden',
    signOutIntro: 'Meld je af als je een gedeelde computer verlaat, zoals die achter de toonbank.',
    signOut: 'Afmelden',
  },
};
