import type { Messages } from '@/lib/i18n';

export const customersMessages: Messages<
  | 'title'
  | 'search'
  | 'searchHint'
  | 'find'
  | 'clear'
  | 'none'
  | 'name'
  | 'email'
  | 'since'
  | 'state'
  | 'confirmed'
  | 'unconfirmed'
  | 'erased'
  | 'back'
  | 'account'
  | 'language'
  | 'newsletter'
  | 'newsletter.none'
  | 'newsletter.SUBSCRIBED'
  | 'newsletter.NOT_ACTIVE'
  | 'newsletter.UNSUBSCRIBED'
  | 'newsletter.UNCONFIRMED'
  | 'addresses'
  | 'noAddresses'
  | 'defaultBilling'
  | 'defaultShipping'
  | 'orders'
  | 'noOrders'
  | 'orderNumber'
  | 'orderDate'
  | 'orderState'
  | 'orderTotal'
  | 'export'
  | 'exporting'
  | 'exported'
  | 'erase'
  | 'eraseTitle'
  | 'eraseText'
  | 'eraseKept'
  | 'eraseConfirmLabel'
  | 'eraseConfirmHint'
  | 'eraseMismatch'
  | 'eraseSubmit'
  | 'cancel'
  | 'erasedNotice'
  | 'erasedAlready'
  | 'notFound'
  | 'gdpr'
  | 'gdprText'
> = {
  en: {
    title: 'Customers',
    search: 'Search',
    searchHint: 'Start of an e-mail address, last name, postcode, or "first last"',
    find: 'Find customers',
    clear: 'Clear',
    none: 'No customer matches.',
    name: 'Name',
    email: 'E-mail address',
    since: 'Customer since',
    state: 'Account',
    confirmed: 'Confirmed',
    unconfirmed: 'Not confirmed yet',
    erased: 'Erased',
    back: 'All customers',
    account: 'Account',
    language: 'Language',
    newsletter: 'Newsletter',
    'newsletter.none': 'Never asked',
    'newsletter.SUBSCRIBED': 'Subscribed',
    'newsletter.NOT_ACTIVE': 'Waiting for confirmation',
    'newsletter.UNSUBSCRIBED': 'Unsubscribed',
    'newsletter.UNCONFIRMED': 'Waiting for the account to be confirmed',
    addresses: 'Address book',
    noAddresses: 'No saved addresses.',
    defaultBilling: 'Default billing address',
    defaultShipping: 'Default delivery address',
    orders: 'Orders',
    noOrders: 'No orders with this account.',
    orderNumber: 'Order',
    orderDate: 'Placed',
    orderState: 'State',
    orderTotal: 'Total',
    export: 'Download all data (JSON)',
    exporting: 'Preparing the file…',
    exported: 'Downloaded {file}.',
    erase: 'Erase customer…',
    eraseTitle: 'Erase {name}?',
    eraseText:
      'The account is emptied and can no longer sign in. Addresses, favourites, carts, the newsletter subscription, contact messages and account mails are deleted; reservations keep no personal data. This cannot be undone.',
    eraseKept:
      'Orders stay for the tax office (7 years) with their invoice data, no longer linked to the account.',
    eraseConfirmLabel: "Type the customer's e-mail address to confirm",
    eraseConfirmHint: 'It must be exactly {email}.',
    eraseMismatch: 'That is not the e-mail address of this account.',
    eraseSubmit: 'Erase for good',
    cancel: 'Cancel',
    erasedNotice: 'The customer was erased. Orders kept: {orders}.',
    erasedAlready: 'This customer had already been erased; nothing changed.',
    notFound: 'There is no customer with this number.',
    gdpr: 'Privacy requests',
    gdprText:
      'A download holds everything the shop keeps on this customer. Each download and erasure is written to the audit log.',
  },
  nl: {
    title: 'Klanten',
    search: 'Zoeken',
    searchHint: 'Begin van e-mailadres, achternaam, postcode, of "voornaam achternaam"',
    find: 'Klanten zoeken',
    clear: 'Wissen',
    none: 'Geen klant gevonden.',
    name: 'Naam',
    email: 'E-mailadres',
    since: 'Klant sinds',
    state: 'Account',
    confirmed: 'Bevestigd',
    unconfirmed: 'Nog niet bevestigd',
    erased: 'Gewist',
    back: 'Alle klanten',
    account: 'Account',
    language: 'Taal',
    newsletter: 'Nieuwsbrief',
    'newsletter.none': 'Nooit aangevraagd',
    'newsletter.SUBSCRIBED': 'Ingeschreven',
    'newsletter.NOT_ACTIVE': 'Wacht op bevestiging',
    'newsletter.UNSUBSCRIBED': 'Uitgeschreven',
    'newsletter.UNCONFIRMED': 'Wacht tot het account bevestigd is',
    addresses: 'Adresboek',
    noAddresses: 'Geen opgeslagen adressen.',
    defaultBilling: 'Standaard factuuradres',
    defaultShipping: 'Standaard afleveradres',
    orders: 'Bestellingen',
    noOrders: 'Geen bestellingen met dit account.',
    orderNumber: 'Bestelling',
    orderDate: 'Geplaatst',
    orderState: 'Status',
    orderTotal: 'Totaal',
    export: 'Alle gegevens downloaden (JSON)',
    exporting: 'Bestand wordt klaargemaakt…',
    exported: '{file} gedownload.',
    erase: 'Klant wissen…',
    eraseTitle: '{name} wissen?',
    eraseText:
      'Het account wordt leeggemaakt en kan niet meer inloggen. Adressen, favorieten, winkelwagens, de nieuwsbriefinschrijving, contactberichten en accountmails worden verwijderd; reserveringen houden geen persoonsgegevens. Dit kan niet ongedaan worden.',
    eraseKept:
      'Bestellingen blijven voor de Belastingdienst (7 jaar) met hun factuurgegevens, los van het account.',
    eraseConfirmLabel: 'Typ het e-mailadres van de klant ter bevestiging',
    eraseConfirmHint: 'Het moet precies {email} zijn.',
    eraseMismatch: 'Dat is niet het e-mailadres van dit account.',
    eraseSubmit: 'Definitief wissen',
    cancel: 'Annuleren',
    erasedNotice: 'De klant is gewist. Bewaarde bestellingen: {orders}.',
    erasedAlready: 'Deze klant was al gewist; er is niets veranderd.',
    notFound: 'Er is geen klant met dit nummer.',
    gdpr: 'Privacyverzoeken',
    gdprText:
      'Een download bevat alles wat de winkel over deze klant bewaart. Elke download en elk wissen komt in de auditlog.',
  },
};
