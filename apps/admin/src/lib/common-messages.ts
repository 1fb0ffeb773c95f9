import type { Messages } from './i18n';

/** Texts every screen shares: the frame, paging, states and the engine's error codes. */
export const commonMessages: Messages<
  | 'appName'
  | 'skipToContent'
  | 'mainMenu'
  | 'signOut'
  | 'language'
  | 'loading'
  | 'empty'
  | 'retry'
  | 'previousPage'
  | 'nextPage'
  | 'pageOf'
  | 'notAllowedTitle'
  | 'notAllowedText'
  | 'notFoundTitle'
  | 'notFoundText'
  | 'signedInAs'
  | 'error.UNAUTHENTICATED'
  | 'error.FORBIDDEN'
  | 'error.NOT_FOUND'
  | 'error.BAD_USER_INPUT'
  | 'error.CONFLICT'
  | 'error.NETWORK'
  | 'error.TOO_MANY_REQUESTS'
  | 'error.INTERNAL_SERVER_ERROR'
  | 'role.OWNER'
  | 'role.STAFF'
  | 'role.STORE_EMPLOYEE'
> = {
  en: {
    appName: 'Back office',
    skipToContent: 'Skip to content',
    mainMenu: 'Main menu',
    signOut: 'Sign out',
    language: 'Language',
    loading: 'Loading…',
    empty: 'Nothing to show.',
    retry: 'Try again',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    pageOf: 'Page {page}',
    notAllowedTitle: 'Not allowed',
    notAllowedText:
      'Your role does not give access to this part of the back office. Ask the owner if you need it.',
    notFoundTitle: 'Page not found',
    notFoundText: 'There is no such page in the back office. Use the menu to go on.',
    signedInAs: 'Signed in as {name} ({role})',
    'error.UNAUTHENTICATED': 'Your session has ended. Sign in again.',
    'error.FORBIDDEN': 'Your role does not allow this.',
    'error.NOT_FOUND': 'It does not exist (any more). Reload the list.',
    'error.BAD_USER_INPUT': 'Check what you entered: {detail}',
    'error.CONFLICT': 'This is no longer possible in its current state: {detail}',
    'error.NETWORK': 'The shop could not be reached. Check the connection and try again.',
    'error.TOO_MANY_REQUESTS': 'Too many attempts. Wait a moment and try again.',
    'error.INTERNAL_SERVER_ERROR':
      'Something went wrong in the shop. Try again; if it persists, tell the engineer: {detail}',
    'role.OWNER': 'owner',
    'role.STAFF': 'staff',
    'role.STORE_EMPLOYEE': 'store employee',
  },
  nl: {
    appName: 'Backoffice',
    skipToContent: 'Naar de inhoud',
    mainMenu: 'Hoofdmenu',
    signOut: 'Afmelden',
    language: 'Taal',
    loading: 'Laden…',
    empty: 'Niets te tonen.',
    retry: 'Opnieuw proberen',
    previousPage: 'Vorige pagina',
    nextPage: 'Volgende pagina',
    pageOf: 'Pagina {page}',
    notAllowedTitle: 'Geen toegang',
    notAllowedText:
      'Je rol geeft geen toegang tot dit deel van de backoffice. Vraag het de eigenaar als je het nodig hebt.',
    notFoundTitle: 'Pagina niet gevonden',
    notFoundText: 'Deze pagina bestaat niet in de backoffice. Ga verder via het menu.',
    signedInAs: 'Aangemeld als {name} ({role})',
    'error.UNAUTHENTICATED': 'Je sessie is verlopen. Meld je opnieuw aan.',
    'error.FORBIDDEN': 'Je rol staat dit niet toe.',
    'error.NOT_FOUND': 'Dit bestaat niet (meer). Laad de lijst opnieuw.',
    'error.BAD_USER_INPUT': 'Controleer wat je invulde: {detail}',
    'error.CONFLICT': 'Dit kan niet meer in de huidige toestand: {detail}',
    'error.NETWORK':
      'De winkel is niet bereikbaar. Controleer de verbinding en probeer het opnieuw.',
    'error.TOO_MANY_REQUESTS': 'Te veel pogingen. Wacht even en probeer het opnieuw.',
    'error.INTERNAL_SERVER_ERROR':
      'Er ging iets mis in de winkel. Probeer het opnieuw; blijft het, meld het dan aan de technicus: {detail}',
    'role.OWNER': 'eigenaar',
    'role.STAFF': 'medewerker',
    'role.STORE_EMPLOYEE': 'winkelmedewerker',
  },
};
