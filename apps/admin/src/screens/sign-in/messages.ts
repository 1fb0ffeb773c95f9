import type { Messages } from '@/lib/i18n';

export const signInMessages: Messages<
  | 'title'
  | 'email'
  | 'password'
  | 'submit'
  | 'totpTitle'
  | 'totpIntro'
  | 'code'
  | 'verify'
  | 'failed'
  | 'required'
  | 'codeFormat'
  | 'enrolTitle'
  | 'enrolIntro'
  | 'enrolSecret'
  | 'enrolLink'
  | 'enrolConfirm'
  | 'changeTitle'
  | 'changeIntro'
  | 'currentPassword'
  | 'newPassword'
  | 'repeatPassword'
  | 'mismatch'
  | 'tooShort'
  | 'save'
> = {
  en: {
    title: 'Sign in to the back office',
    email: 'E-mail address',
    password: 'Password',
    submit: 'Sign in',
    totpTitle: 'Two-factor sign-in',
    totpIntro: 'Enter the 6-digit code from your authenticator app.',
    code: 'Code',
    verify: 'Verify',
    failed:
      'The e-mail address, password or code is not right, or the account is locked for a while.',
    required: 'Fill in this field.',
    codeFormat: 'The code has 6 digits.',
    enrolTitle: 'Set up two-factor sign-in',
    enrolIntro:
      'Owners must sign in with a code from an authenticator app. Add this key to the app, then enter the code it shows.',
    enrolSecret: 'Key to type into the app',
    enrolLink: 'Open in an authenticator app on this device',
    enrolConfirm: 'Turn on',
    changeTitle: 'Choose your password',
    changeIntro: 'You signed in with a temporary password. Choose your own to go on.',
    currentPassword: 'Temporary password',
    newPassword: 'New password',
    repeatPassword: 'New password again',
    mismatch: 'The two passwords differ.',
    tooShort:
      'At least 8 characters, with 3 of these: lowercase, uppercase, digits, other characters.',
    save: 'Save password',
  },
  nl: {
    title: 'Aanmelden bij de backoffice',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    submit: 'Aanmelden',
    totpTitle: 'Aanmelden in twee stappen',
    totpIntro: 'Vul de code van 6 cijfers uit je authenticator-app in.',
    code: 'Code',
    verify: 'Controleren',
    failed:
      'Het e-mailadres, wachtwoord of de code klopt niet, of het account is even geblokkeerd.',
    required: 'Vul dit veld in.',
    codeFormat: 'De code heeft 6 cijfers.',
    enrolTitle: 'Aanmelden in twee stappen instellen',
    enrolIntro:
      'Eigenaren melden zich aan met een code uit een authenticator-app. Voeg deze sleutel toe aan de app en vul de code in die de app toont.',
    enrolSecret: 'Sleutel om in de app te typen',
    enrolLink: 'Openen in een authenticator-app op dit apparaat',
    enrolConfirm: 'Inschakelen',
    changeTitle: 'Kies je wachtwoord',
    changeIntro:
      'Je bent aangemeld met een tijdelijk wachtwoord. Kies je eigen wachtwoord om verder te gaan.',
    currentPassword: 'Tijdelijk wachtwoord',
    newPassword: 'Nieuw wachtwoord',
    repeatPassword: 'Nieuw wachtwoord nogmaals',
    mismatch: 'De twee wachtwoorden verschillen.',
    tooShort:
      'Minstens 8 tekens, met 3 van deze: kleine letters, hoofdletters, cijfers, andere tekens.',
    save: 'Wachtwoord opslaan',
  },
};
