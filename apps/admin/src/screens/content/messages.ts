import type { Messages } from '@/lib/i18n';

export const contentMessages: Messages<
  | 'title'
  | 'intro'
  | 'kind.PAGE'
  | 'kind.LAYOUT'
  | 'kind.DEAL'
  | 'kind.STORE'
  | 'count'
  | 'none'
  | 'documentTitle'
  | 'path'
  | 'urlKey'
  | 'state'
  | 'active'
  | 'inactive'
  | 'updated'
  | 'notKept'
  | 'back'
  | 'editTitle'
  | 'notFound'
  | 'form'
  | 'formHint'
  | 'formUnavailable'
  | 'json'
  | 'jsonHint'
  | 'problems'
  | 'problemAt'
  | 'problemWhole'
  | 'invalidJson'
  | 'valid'
  | 'storedProblem'
  | 'save'
  | 'saving'
  | 'saved'
  | 'unchanged'
  | 'reset'
  | 'tooLarge'
  | 'publishes'
  | 'preview'
  | 'previewIn'
  | 'previewNone'
  | 'previewNewWindow'
  | 'refused'
  | 'reason.UNKNOWN_DOCUMENT_PATH'
  | 'reason.DOCUMENT_TOO_LARGE'
  | 'reason.INVALID_JSON'
  | 'reason.INVALID_DOCUMENT'
  | 'reason.DOCUMENT_NAME_MISMATCH'
  | 'reason.CONTROL_CHARACTER'
  | 'reason.DOCUMENT_CONFLICT'
  | 'reason.DOCUMENT_CHANGED'
  | 'reload'
  | 'field.title'
  | 'field.urlKey'
  | 'field.metaTitle'
  | 'field.metaDescription'
  | 'field.active'
  | 'field.name'
  | 'field.subtitle'
  | 'field.buttonText'
  | 'field.contentLink'
  | 'field.startDate'
  | 'field.endDate'
  | 'field.street'
  | 'field.postcode'
  | 'field.city'
  | 'field.phone'
  | 'field.email'
  | 'hint.urlKey'
  | 'hint.dateTime'
  | 'hint.title'
> = {
  en: {
    title: 'Content',
    intro:
      'Pages, layout, deals and stores as the shop keeps them. A saved document shows in the shop at once: there is no draft. Keep a new page inactive until it is ready, and look at it through its preview link.',
    'kind.PAGE': 'Pages',
    'kind.LAYOUT': 'Layout',
    'kind.DEAL': 'Deals',
    'kind.STORE': 'Stores',
    count: '{count} documents',
    none: 'There are no documents of this kind yet.',
    documentTitle: 'Title',
    path: 'File',
    urlKey: 'Address',
    state: 'Shown',
    active: 'Visible',
    inactive: 'Hidden (preview only)',
    updated: 'Changed',
    notKept: 'not kept',
    back: 'All content',
    editTitle: 'Edit {title}',
    notFound: 'There is no document {path}. Go back to the list and pick one.',
    form: 'Common fields',
    formHint:
      'These fields change the JSON below; everything else (blocks, translations) is edited there.',
    formUnavailable: 'Fix the JSON first: the form reads its fields from it.',
    json: 'Document (JSON)',
    jsonHint: 'The whole document, checked as you type by the same rules the shop uses on save.',
    problems: 'Problems to fix before saving',
    problemAt: 'At {path}: {message}',
    problemWhole: '{message}',
    invalidJson: 'This is not valid JSON: {message}',
    valid: 'The document is valid.',
    storedProblem:
      'The stored document breaks a rule added since it was saved ({path}: {message}); fix it to save.',
    save: 'Save and publish',
    saving: 'Saving…',
    saved: 'Saved. The shop shows the change now.',
    unchanged: 'No changes to save.',
    reset: 'Undo my changes',
    tooLarge:
      'This document is too large to save from this screen. Export it with "npm run content" and import it from there.',
    publishes: 'Saving publishes at once.',
    preview: 'Preview in the shop',
    previewIn: 'Preview ({locale})',
    previewNone:
      'The shop has no preview secret (PREVIEW_SECRET), so there is no preview link. Ask the engineer.',
    previewNewWindow: 'opens in a new window; the link works for an hour',
    refused: 'The shop refused the document; nothing was saved.',
    'reason.UNKNOWN_DOCUMENT_PATH': 'This is not a document the shop knows. Go back to the list.',
    'reason.DOCUMENT_TOO_LARGE': 'The document is too large. Make it smaller.',
    'reason.INVALID_JSON': 'The JSON is not valid. Fix it where the message says.',
    'reason.INVALID_DOCUMENT': 'A field is wrong. Fix it where the message says.',
    'reason.CONTROL_CHARACTER':
      'A text holds an invisible control character (often pasted along). Remove it where the message says.',
    'reason.DOCUMENT_NAME_MISMATCH':
      'The document names itself differently from its file. Keep its name as it was.',
    'reason.DOCUMENT_CONFLICT':
      'Another document already uses this. Choose another value where the message says.',
    'reason.DOCUMENT_CHANGED':
      'Someone else saved this document after you opened it. Copy your change, read the document again, undo your changes to see theirs, and make your change again.',
    reload: 'Read the document again',
    'field.title': 'Title (Dutch)',
    'field.urlKey': 'Address in the shop (url key)',
    'field.metaTitle': 'Title for search engines',
    'field.metaDescription': 'Description for search engines',
    'field.active': 'Visible to visitors',
    'field.name': 'Name',
    'field.subtitle': 'Subtitle',
    'field.buttonText': 'Button text',
    'field.contentLink': 'Link',
    'field.startDate': 'Starts',
    'field.endDate': 'Ends',
    'field.street': 'Street and number',
    'field.postcode': 'Postcode',
    'field.city': 'City',
    'field.phone': 'Telephone',
    'field.email': 'E-mail address',
    'hint.urlKey': 'Lowercase words joined by - and /, e.g. service/delivery',
    'hint.dateTime': 'ISO 8601 with the offset, e.g. 2026-12-01T00:00:00+01:00',
    'hint.title': 'Other languages are under "translations" in the JSON.',
  },
  nl: {
    title: 'Inhoud',
    intro:
      "Pagina's, lay-out, deals en winkels zoals de winkel ze bewaart. Een bewaard document staat meteen in de winkel: er is geen concept. Houd een nieuwe pagina verborgen tot ze klaar is en bekijk haar via de voorbeeldlink.",
    'kind.PAGE': "Pagina's",
    'kind.LAYOUT': 'Lay-out',
    'kind.DEAL': 'Deals',
    'kind.STORE': 'Winkels',
    count: '{count} documenten',
    none: 'Er zijn nog geen documenten van deze soort.',
    documentTitle: 'Titel',
    path: 'Bestand',
    urlKey: 'Adres',
    state: 'Getoond',
    active: 'Zichtbaar',
    inactive: 'Verborgen (alleen voorbeeld)',
    updated: 'Gewijzigd',
    notKept: 'niet bijgehouden',
    back: 'Alle inhoud',
    editTitle: '{title} bewerken',
    notFound: 'Er is geen document {path}. Ga terug naar de lijst en kies er een.',
    form: 'Vaste velden',
    formHint:
      'Deze velden wijzigen de JSON hieronder; al het andere (blokken, vertalingen) bewerk je daar.',
    formUnavailable: 'Herstel eerst de JSON: het formulier leest zijn velden daaruit.',
    json: 'Document (JSON)',
    jsonHint:
      'Het hele document, tijdens het typen gecontroleerd met dezelfde regels die de winkel bij bewaren gebruikt.',
    problems: 'Op te lossen voor het bewaren',
    problemAt: 'Bij {path}: {message}',
    problemWhole: '{message}',
    invalidJson: 'Dit is geen geldige JSON: {message}',
    valid: 'Het document is in orde.',
    storedProblem:
      'Het bewaarde document breekt een regel die later is toegevoegd ({path}: {message}); herstel het om te bewaren.',
    save: 'Bewaren en publiceren',
    saving: 'Bezig met bewaren…',
    saved: 'Bewaard. De winkel toont de wijziging nu.',
    unchanged: 'Geen wijzigingen om te bewaren.',
    reset: 'Mijn wijzigingen ongedaan maken',
    tooLarge:
      'Dit document is te groot om hier te bewaren. Exporteer het met "npm run content" en importeer het van daaruit.',
    publishes: 'Bewaren publiceert meteen.',
    preview: 'Voorbeeld in de winkel',
    previewIn: 'Voorbeeld ({locale})',
    previewNone:
      'De winkel heeft geen voorbeeldgeheim (PREVIEW_SECRET), dus er is geen voorbeeldlink. Vraag het de technicus.',
    previewNewWindow: 'opent in een nieuw venster; de link werkt een uur',
    refused: 'De winkel weigerde het document; er is niets bewaard.',
    'reason.UNKNOWN_DOCUMENT_PATH':
      'Dit is geen document dat de winkel kent. Ga terug naar de lijst.',
    'reason.DOCUMENT_TOO_LARGE': 'Het document is te groot. Maak het kleiner.',
    'reason.INVALID_JSON': 'De JSON is niet geldig. Herstel hem waar de melding zegt.',
    'reason.INVALID_DOCUMENT': 'Een veld klopt niet. Herstel het waar de melding zegt.',
    'reason.CONTROL_CHARACTER':
      'Een tekst bevat een onzichtbaar stuurteken (vaak mee geplakt). Haal het weg waar de melding zegt.',
    'reason.DOCUMENT_NAME_MISMATCH':
      'Het document noemt zich anders dan zijn bestand. Laat de naam zoals hij was.',
    'reason.DOCUMENT_CONFLICT':
      'Een ander document gebruikt dit al. Kies een andere waarde waar de melding zegt.',
    'reason.DOCUMENT_CHANGED':
      'Iemand anders heeft dit document bewaard nadat jij het opende. Kopieer je wijziging, lees het document opnieuw, maak je wijzigingen ongedaan om de hunne te zien en breng je wijziging opnieuw aan.',
    reload: 'Document opnieuw lezen',
    'field.title': 'Titel (Nederlands)',
    'field.urlKey': 'Adres in de winkel (url-sleutel)',
    'field.metaTitle': 'Titel voor zoekmachines',
    'field.metaDescription': 'Omschrijving voor zoekmachines',
    'field.active': 'Zichtbaar voor bezoekers',
    'field.name': 'Naam',
    'field.subtitle': 'Ondertitel',
    'field.buttonText': 'Knoptekst',
    'field.contentLink': 'Link',
    'field.startDate': 'Begint',
    'field.endDate': 'Eindigt',
    'field.street': 'Straat en huisnummer',
    'field.postcode': 'Postcode',
    'field.city': 'Plaats',
    'field.phone': 'Telefoon',
    'field.email': 'E-mailadres',
    'hint.urlKey': 'Kleine letters, woorden verbonden met - en /, bijv. service/bezorgen',
    'hint.dateTime': 'ISO 8601 met de tijdzone, bijv. 2026-12-01T00:00:00+01:00',
    'hint.title': 'De andere talen staan onder "translations" in de JSON.',
  },
};
