import type { Messages } from '@/lib/i18n';

type CatalogKey =
  | 'title'
  | 'importLink'
  | 'search'
  | 'searchHint'
  | 'status'
  | 'anyStatus'
  | 'status.ONLINE'
  | 'status.OFFLINE'
  | 'show'
  | 'clear'
  | 'count'
  | 'countOne'
  | 'none'
  | 'sku'
  | 'name'
  | 'type'
  | 'price'
  | 'specialPrice'
  | 'specialInactive'
  | 'salable'
  | 'variantOf'
  | 'pageOfTotal'
  | 'editTitle'
  | 'backToList'
  | 'viewInShop'
  | 'names'
  | 'ean'
  | 'statusOnline'
  | 'statusHint'
  | 'priceEuro'
  | 'amountHint'
  | 'hasSpecial'
  | 'offerSpecial'
  | 'specialPriceEuro'
  | 'specialFrom'
  | 'specialFromHint'
  | 'specialTo'
  | 'specialToHint'
  | 'specialRunning'
  | 'specialWaiting'
  | 'labels'
  | 'labelNotShown'
  | 'save'
  | 'saving'
  | 'saved'
  | 'nothingChanged'
  | 'stockTitle'
  | 'stockHint'
  | 'source'
  | 'lastCount'
  | 'noCount'
  | 'held'
  | 'salableUnits'
  | 'newCount'
  | 'newCountFor'
  | 'setCount'
  | 'countSaved'
  | 'stockOfParts'
  | 'invalidAmount'
  | 'invalidDate'
  | 'specialNotBelowPrice'
  | 'dateRange'
  | 'invalidQuantity'
  | 'reason.INVALID_AMOUNT'
  | 'reason.SPECIAL_NOT_BELOW_PRICE'
  | 'reason.INVALID_DATE'
  | 'reason.DATE_RANGE'
  | 'reason.SPECIAL_PRICE_ENDED'
  | 'reason.UNKNOWN_LABEL'
  | 'reason.TOO_MANY_LABELS'
  | 'reason.NEGATIVE_QUANTITY'
  | 'reason.BAD_QUANTITY'
  | 'reason.UNKNOWN_SOURCE'
  | 'reason.NOT_A_SIMPLE_PRODUCT'
  | 'importTitle'
  | 'importIntro'
  | 'file'
  | 'fileHint'
  | 'dryRun'
  | 'skipErrors'
  | 'upload'
  | 'uploading'
  | 'progress'
  | 'importing'
  | 'resultWritten'
  | 'resultChecked'
  | 'resultRefused'
  | 'created'
  | 'updated'
  | 'skipped'
  | 'rowErrors'
  | 'rowWarnings'
  | 'row'
  | 'column'
  | 'message'
  | 'noFile'
  | 'upload.401'
  | 'upload.403'
  | 'upload.409'
  | 'upload.413'
  | 'upload.415'
  | 'upload.network'
  | 'upload.other';

export const catalogMessages: Messages<CatalogKey> = {
  en: {
    title: 'Catalogue',
    importLink: 'Import a product file',
    search: 'Search',
    searchHint: 'Name, sku or EAN',
    status: 'Status',
    anyStatus: 'Online and offline',
    'status.ONLINE': 'Online',
    'status.OFFLINE': 'Offline',
    show: 'Show products',
    clear: 'Clear',
    count: '{count} products',
    countOne: '1 product',
    none: 'No product matches. Try part of the name, the sku or the EAN.',
    sku: 'Sku',
    name: 'Name',
    type: 'Type',
    price: 'Price',
    specialPrice: 'Special price',
    specialInactive: '(not today)',
    salable: 'Salable online',
    variantOf: 'variant of {sku}',
    pageOfTotal: 'Page {page} of {pages}',
    editTitle: 'Product {sku}',
    backToList: 'Back to the products',
    viewInShop: 'View in the shop',
    names: 'Names per language',
    ean: 'EAN',
    statusOnline: 'Online: shown in the shop',
    statusHint: 'Offline products keep their orders and reviews but are not shown or sold.',
    priceEuro: 'Price (€)',
    amountHint: 'Euros with up to two decimals, e.g. 349.50',
    hasSpecial: 'Special price',
    offerSpecial: 'Offer a special price',
    specialPriceEuro: 'Special price (€)',
    specialFrom: 'First day',
    specialFromHint: 'Empty: from today',
    specialTo: 'Last day',
    specialToHint: 'Included. Empty: until you end it',
    specialRunning: 'Shoppers pay the special price today.',
    specialWaiting: 'The special price is not what shoppers pay today.',
    labels: 'Labels',
    labelNotShown: 'not shown in the shop',
    save: 'Save changes',
    saving: 'Saving…',
    saved: 'Saved. The shop shows the change within a second.',
    nothingChanged: 'Nothing changed.',
    stockTitle: 'Stock per store',
    stockHint:
      'A count replaces the last count; units held by orders and reservations stay held, so salable is the count less what is held.',
    source: 'Stock',
    lastCount: 'Last count',
    noCount: 'none yet',
    held: 'Held',
    salableUnits: 'Salable',
    newCount: 'New count',
    newCountFor: 'New count for {source}',
    setCount: 'Set',
    countSaved: 'Count set for {source}.',
    stockOfParts: 'This product has no stock of its own: set the stock of its variants or parts.',
    invalidAmount: 'Enter an amount in euros, e.g. 349.50.',
    invalidDate: 'Enter a date.',
    specialNotBelowPrice: 'The special price must be below the price.',
    dateRange: 'The last day must be on or after the first day.',
    invalidQuantity: 'Enter a whole number of units, 0 or more.',
    'reason.INVALID_AMOUNT': 'Enter an amount from 0 to 999,999.99 euros.',
    'reason.SPECIAL_NOT_BELOW_PRICE':
      'The special price must be below the price: lower it, or end the special price.',
    'reason.INVALID_DATE': 'A date is not a day of the calendar.',
    'reason.DATE_RANGE': 'The last day must be on or after the first day.',
    'reason.SPECIAL_PRICE_ENDED': 'The last day has passed: choose today or later.',
    'reason.UNKNOWN_LABEL': 'One of the labels no longer exists: reload the page.',
    'reason.TOO_MANY_LABELS': 'Choose at most 10 labels.',
    'reason.NEGATIVE_QUANTITY': 'A count is 0 or more.',
    'reason.BAD_QUANTITY': 'A count is a whole number of units.',
    'reason.UNKNOWN_SOURCE': 'This store no longer exists: reload the page.',
    'reason.NOT_A_SIMPLE_PRODUCT':
      'This product has no stock of its own: set the stock of its variants or parts.',
    importTitle: 'Import a product file',
    importIntro:
      'A Magento 2 product export (CSV, UTF-8), an MSI source-items file or an advanced pricing file. Products are found by sku: columns you fill change them, empty ones leave them as they are.',
    file: 'CSV file',
    fileHint: 'At most 50 MB.',
    dryRun: 'Only check the file, change nothing',
    skipErrors: 'Import the valid rows and skip the ones with errors',
    upload: 'Upload',
    uploading: 'Uploading…',
    progress: 'Upload progress',
    importing: 'Uploaded. The shop is checking and importing the file…',
    resultWritten: 'Imported.',
    resultChecked: 'Checked: the file can be imported.',
    resultRefused: 'Nothing was imported: correct the rows below, or import the valid rows only.',
    created: 'New products: {count}',
    updated: 'Changed products: {count}',
    skipped: 'Skipped: {count}',
    rowErrors: 'Errors per row',
    rowWarnings: 'Warnings per row',
    row: 'Row',
    column: 'Column',
    message: 'Message',
    noFile: 'Choose a CSV file first.',
    'upload.401': 'Your session has ended. Sign in again.',
    'upload.403': 'Your role does not allow importing products.',
    'upload.409': 'Another import is running. Try again when it has finished.',
    'upload.413': 'The file is too large (at most 50 MB). Split it and upload the parts.',
    'upload.415': 'This is not a CSV file. Export the products as CSV.',
    'upload.network': 'The shop could not be reached. Check the connection and try again.',
    'upload.other': 'The shop could not import the file ({status}). Try again later.',
  },
  nl: {
    title: 'Catalogus',
    importLink: 'Productbestand importeren',
    search: 'Zoeken',
    searchHint: 'Naam, sku of EAN',
    status: 'Status',
    anyStatus: 'Online en offline',
    'status.ONLINE': 'Online',
    'status.OFFLINE': 'Offline',
    show: 'Producten tonen',
    clear: 'Wissen',
    count: '{count} producten',
    countOne: '1 product',
    none: 'Geen product gevonden. Probeer een deel van de naam, de sku of de EAN.',
    sku: 'Sku',
    name: 'Naam',
    type: 'Type',
    price: 'Prijs',
    specialPrice: 'Actieprijs',
    specialInactive: '(niet vandaag)',
    salable: 'Online verkoopbaar',
    variantOf: 'variant van {sku}',
    pageOfTotal: 'Pagina {page} van {pages}',
    editTitle: 'Product {sku}',
    backToList: 'Terug naar de producten',
    viewInShop: 'Bekijken in de winkel',
    names: 'Namen per taal',
    ean: 'EAN',
    statusOnline: 'Online: zichtbaar in de winkel',
    statusHint:
      'Offline producten houden hun bestellingen en reviews, maar worden niet getoond of verkocht.',
    priceEuro: 'Prijs (€)',
    amountHint: 'Euro’s met hoogstens twee decimalen, bijv. 349,50',
    hasSpecial: 'Actieprijs',
    offerSpecial: 'Een actieprijs geven',
    specialPriceEuro: 'Actieprijs (€)',
    specialFrom: 'Eerste dag',
    specialFromHint: 'Leeg: vanaf vandaag',
    specialTo: 'Laatste dag',
    specialToHint: 'Inclusief. Leeg: tot je hem beëindigt',
    specialRunning: 'Klanten betalen vandaag de actieprijs.',
    specialWaiting: 'Klanten betalen vandaag niet de actieprijs.',
    labels: 'Labels',
    labelNotShown: 'niet zichtbaar in de winkel',
    save: 'Wijzigingen opslaan',
    saving: 'Opslaan…',
    saved: 'Opgeslagen. De winkel toont de wijziging binnen een seconde.',
    nothingChanged: 'Er is niets gewijzigd.',
    stockTitle: 'Voorraad per winkel',
    stockHint:
      'Een telling vervangt de vorige; eenheden die bestellingen en reserveringen vasthouden blijven vastgehouden, dus verkoopbaar is de telling min wat vastgehouden wordt.',
    source: 'Voorraad',
    lastCount: 'Laatste telling',
    noCount: 'nog geen',
    held: 'Vastgehouden',
    salableUnits: 'Verkoopbaar',
    newCount: 'Nieuwe telling',
    newCountFor: 'Nieuwe telling voor {source}',
    setCount: 'Instellen',
    countSaved: 'Telling ingesteld voor {source}.',
    stockOfParts:
      'Dit product heeft geen eigen voorraad: stel de voorraad van de varianten of onderdelen in.',
    invalidAmount: 'Vul een bedrag in euro’s in, bijv. 349,50.',
    invalidDate: 'Vul een datum in.',
    specialNotBelowPrice: 'De actieprijs moet lager zijn dan de prijs.',
    dateRange: 'De laatste dag moet op of na de eerste dag liggen.',
    invalidQuantity: 'Vul een heel aantal in, 0 of meer.',
    'reason.INVALID_AMOUNT': 'Vul een bedrag in van 0 tot 999.999,99 euro.',
    'reason.SPECIAL_NOT_BELOW_PRICE':
      'De actieprijs moet lager zijn dan de prijs: verlaag hem of beëindig de actieprijs.',
    'reason.INVALID_DATE': 'Een datum bestaat niet in de kalender.',
    'reason.DATE_RANGE': 'De laatste dag moet op of na de eerste dag liggen.',
    'reason.SPECIAL_PRICE_ENDED': 'De laatste dag is voorbij: kies vandaag of later.',
    'reason.UNKNOWN_LABEL': 'Een van de labels bestaat niet meer: laad de pagina opnieuw.',
    'reason.TOO_MANY_LABELS': 'Kies hoogstens 10 labels.',
    'reason.NEGATIVE_QUANTITY': 'Een telling is 0 of meer.',
    'reason.BAD_QUANTITY': 'Een telling is een heel aantal.',
    'reason.UNKNOWN_SOURCE': 'Deze winkel bestaat niet meer: laad de pagina opnieuw.',
    'reason.NOT_A_SIMPLE_PRODUCT':
      'Dit product heeft geen eigen voorraad: stel de voorraad van de varianten of onderdelen in.',
    importTitle: 'Productbestand importeren',
    importIntro:
      'Een productexport uit Magento 2 (CSV, UTF-8), een MSI-bestand met voorraad per bron of een bestand met staffelprijzen. Producten worden op sku gevonden: ingevulde kolommen wijzigen ze, lege laten ze zoals ze zijn.',
    file: 'CSV-bestand',
    fileHint: 'Hoogstens 50 MB.',
    dryRun: 'Alleen controleren, niets wijzigen',
    skipErrors: 'De goede rijen importeren en de rijen met fouten overslaan',
    upload: 'Uploaden',
    uploading: 'Uploaden…',
    progress: 'Voortgang van de upload',
    importing: 'Geüpload. De winkel controleert en importeert het bestand…',
    resultWritten: 'Geïmporteerd.',
    resultChecked: 'Gecontroleerd: het bestand kan geïmporteerd worden.',
    resultRefused:
      'Er is niets geïmporteerd: verbeter de rijen hieronder, of importeer alleen de goede rijen.',
    created: 'Nieuwe producten: {count}',
    updated: 'Gewijzigde producten: {count}',
    skipped: 'Overgeslagen: {count}',
    rowErrors: 'Fouten per rij',
    rowWarnings: 'Waarschuwingen per rij',
    row: 'Rij',
    column: 'Kolom',
    message: 'Melding',
    noFile: 'Kies eerst een CSV-bestand.',
    'upload.401': 'Je sessie is verlopen. Meld je opnieuw aan.',
    'upload.403': 'Je rol staat het importeren van producten niet toe.',
    'upload.409': 'Er loopt al een import. Probeer het opnieuw als die klaar is.',
    'upload.413': 'Het bestand is te groot (hoogstens 50 MB). Splits het en upload de delen.',
    'upload.415': 'Dit is geen CSV-bestand. Exporteer de producten als CSV.',
    'upload.network': 'De winkel is niet bereikbaar. Controleer de verbinding en probeer opnieuw.',
    'upload.other':
      'De winkel kon het bestand niet importeren ({status}). Probeer het later opnieuw.',
  },
};
