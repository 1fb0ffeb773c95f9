import type { Messages } from '@/lib/i18n';

export const staffMessages: Messages<
  | 'title'
  | 'intro'
  | 'newMember'
  | 'createTitle'
  | 'name'
  | 'email'
  | 'role'
  | 'store'
  | 'chooseStore'
  | 'storeHint'
  | 'create'
  | 'cancel'
  | 'required'
  | 'emailFormat'
  | 'storeRequired'
  | 'emailTaken'
  | 'listCaption'
  | 'status'
  | 'active'
  | 'inactive'
  | 'twoFactor'
  | 'on'
  | 'off'
  | 'temporaryPassword'
  | 'actions'
  | 'actionsFor'
  | 'changeRole'
  | 'changeRoleTitle'
  | 'save'
  | 'deactivate'
  | 'deactivateTitle'
  | 'deactivateText'
  | 'reactivate'
  | 'resetPassword'
  | 'resetPasswordTitle'
  | 'resetPasswordText'
  | 'resetTotp'
  | 'resetTotpTitle'
  | 'resetTotpText'
  | 'confirm'
  | 'lastOwner'
  | 'none'
  | 'you'
  | 'passwordTitle'
  | 'passwordFor'
  | 'passwordWarning'
  | 'copy'
  | 'copied'
  | 'copyFailed'
  | 'handedOver'
  | 'done'
  | 'role.OWNER'
  | 'role.STAFF'
  | 'role.STORE_EMPLOYEE'
> = {
  en: {
    title: 'Staff',
    intro:
      'Everyone who signs in to the back office. Owners manage staff and read the audit log; staff run orders, returns, customers, catalogue and content; store employees see their own store’s reservations and pickup orders.',
    newMember: 'New staff member',
    createTitle: 'New staff member',
    name: 'Name',
    email: 'E-mail address',
    role: 'Role',
    store: 'Store',
    chooseStore: 'Choose a store',
    storeHint: 'Only for store employees: the one store they work in.',
    create: 'Create account',
    cancel: 'Cancel',
    required: 'Fill in this field.',
    emailFormat: 'Enter an e-mail address like name@example.nl.',
    storeRequired: 'Choose the store this employee works in.',
    emailTaken: 'There is already an account with this e-mail address. Find it in the list below.',
    listCaption: 'Staff accounts',
    status: 'Status',
    active: 'Active',
    inactive: 'Deactivated',
    twoFactor: 'Two-factor',
    on: 'On',
    off: 'Off',
    temporaryPassword: 'temporary password',
    actions: 'Actions',
    actionsFor: 'Actions for {name}',
    changeRole: 'Change role',
    changeRoleTitle: 'Change the role of {name}',
    save: 'Save',
    deactivate: 'Deactivate',
    deactivateTitle: 'Deactivate {name}?',
    deactivateText:
      '{name} is signed out at their next click and can no longer sign in. The account stays in the list and in the audit log; you can reactivate it later.',
    reactivate: 'Reactivate',
    resetPassword: 'Reset password',
    resetPasswordTitle: 'Give {name} a new temporary password?',
    resetPasswordText:
      'Their current password stops working and they are signed out everywhere. You will see the new temporary password once.',
    resetTotp: 'Reset two-factor',
    resetTotpTitle: 'Reset the two-factor sign-in of {name}?',
    resetTotpText:
      'For someone who lost their phone: they are signed out, sign in with their password alone and can set up a new authenticator app. An owner must set it up again at once.',
    confirm: 'Yes, go on',
    lastOwner: 'The shop needs at least one active owner: make someone else owner first.',
    none: 'No staff accounts yet.',
    you: '(you)',
    passwordTitle: 'Temporary password',
    passwordFor: 'Temporary password for {name} ({email}):',
    passwordWarning:
      'This password is shown only now and is not stored anywhere readable. Hand it over in person or by phone, never by e-mail. It works for 3 days; at the first sign-in they must choose their own.',
    copy: 'Copy password',
    copied: 'Copied to the clipboard.',
    copyFailed: 'Copying is not possible here: select the password and copy it by hand.',
    handedOver: 'I have handed it over',
    done: 'Saved.',
    'role.OWNER': 'Owner',
    'role.STAFF': 'Staff',
    'role.STORE_EMPLOYEE': 'Store employee',
  },
  nl: {
    title: 'Medewerkers',
    intro:
      'Iedereen die zich aanmeldt bij de backoffice. Eigenaren beheren medewerkers en lezen het auditlog; medewerkers doen bestellingen, retouren, klanten, catalogus en content; winkelmedewerkers zien de reserveringen en afhaalbestellingen van hun eigen winkel.',
    newMember: 'Nieuwe medewerker',
    createTitle: 'Nieuwe medewerker',
    name: 'Naam',
    email: 'E-mailadres',
    role: 'Rol',
    store: 'Winkel',
    chooseStore: 'Kies een winkel',
    storeHint: 'Alleen voor winkelmedewerkers: de winkel waar ze werken.',
    create: 'Account aanmaken',
    cancel: 'Annuleren',
    required: 'Vul dit veld in.',
    emailFormat: 'Vul een e-mailadres in zoals naam@voorbeeld.nl.',
    storeRequired: 'Kies de winkel waar deze medewerker werkt.',
    emailTaken: 'Er is al een account met dit e-mailadres. Je vindt het in de lijst hieronder.',
    listCaption: 'Medewerkersaccounts',
    status: 'Status',
    active: 'Actief',
    inactive: 'Gedeactiveerd',
    twoFactor: 'Tweestaps',
    on: 'Aan',
    off: 'Uit',
    temporaryPassword: 'tijdelijk wachtwoord',
    actions: 'Acties',
    actionsFor: 'Acties voor {name}',
    changeRole: 'Rol wijzigen',
    changeRoleTitle: 'De rol van {name} wijzigen',
    save: 'Opslaan',
    deactivate: 'Deactiveren',
    deactivateTitle: '{name} deactiveren?',
    deactivateText:
      '{name} wordt bij de volgende klik afgemeld en kan zich niet meer aanmelden. Het account blijft in de lijst en in het auditlog; je kunt het later weer activeren.',
    reactivate: 'Weer activeren',
    resetPassword: 'Wachtwoord resetten',
    resetPasswordTitle: '{name} een nieuw tijdelijk wachtwoord geven?',
    resetPasswordText:
      'Het huidige wachtwoord werkt niet meer en {name} wordt overal afgemeld. Je ziet het nieuwe tijdelijke wachtwoord één keer.',
    resetTotp: 'Tweestaps resetten',
    resetTotpTitle: 'De tweestapsaanmelding van {name} resetten?',
    resetTotpText:
      'Voor wie de telefoon kwijt is: de medewerker wordt afgemeld, meldt zich aan met alleen het wachtwoord en kan een nieuwe authenticator-app instellen. Een eigenaar moet dat meteen opnieuw doen.',
    confirm: 'Ja, doorgaan',
    lastOwner:
      'De winkel heeft minstens één actieve eigenaar nodig: maak eerst iemand anders eigenaar.',
    none: 'Nog geen medewerkersaccounts.',
    you: '(jij)',
    passwordTitle: 'Tijdelijk wachtwoord',
    passwordFor: 'Tijdelijk wachtwoord voor {name} ({email}):',
    passwordWarning:
      'Dit wachtwoord zie je alleen nu; het wordt nergens leesbaar bewaard. Geef het persoonlijk of telefonisch door, nooit per e-mail. Het werkt 3 dagen; bij de eerste aanmelding kiest de medewerker een eigen wachtwoord.',
    copy: 'Wachtwoord kopiëren',
    copied: 'Gekopieerd naar het klembord.',
    copyFailed: 'Kopiëren kan hier niet: selecteer het wachtwoord en kopieer het zelf.',
    handedOver: 'Ik heb het doorgegeven',
    done: 'Opgeslagen.',
    'role.OWNER': 'Eigenaar',
    'role.STAFF': 'Medewerker',
    'role.STORE_EMPLOYEE': 'Winkelmedewerker',
  },
};
