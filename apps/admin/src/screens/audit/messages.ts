import type { Messages } from '@/lib/i18n';

export const auditMessages: Messages<
  | 'title'
  | 'intro'
  | 'filters'
  | 'staffMember'
  | 'anyone'
  | 'operation'
  | 'operationHint'
  | 'target'
  | 'targetHint'
  | 'apply'
  | 'clear'
  | 'caption'
  | 'when'
  | 'who'
  | 'what'
  | 'changes'
  | 'showChanges'
  | 'field'
  | 'before'
  | 'after'
  | 'nothingChanged'
  | 'none'
  | 'kind.staff'
  | 'kind.key'
  | 'kind.cli'
> = {
  en: {
    title: 'Audit log',
    intro:
      'Every change made in the back office, by the shop’s machine key or on the command line: who, when, what and the state before and after. Newest first.',
    filters: 'Filter the audit log',
    staffMember: 'Staff member',
    anyone: 'Anyone',
    operation: 'Operation',
    operationHint: 'Exactly as listed, e.g. createStaff or adminShipOrder.',
    target: 'Target',
    targetHint: 'Exactly, e.g. staff:3 or order:100000012.',
    apply: 'Show entries',
    clear: 'Clear filters',
    caption: 'Audit log entries',
    when: 'When',
    who: 'Who',
    what: 'What',
    changes: 'Changes',
    showChanges: 'Show changes',
    field: 'Field',
    before: 'Before',
    after: 'After',
    nothingChanged: 'No field changed.',
    none: 'No entries match these filters.',
    'kind.staff': 'staff member',
    'kind.key': 'machine key',
    'kind.cli': 'command line',
  },
  nl: {
    title: 'Auditlog',
    intro:
      'Elke wijziging in de backoffice, met de machinesleutel van de winkel of op de opdrachtregel: wie, wanneer, wat en de toestand ervoor en erna. Nieuwste eerst.',
    filters: 'Het auditlog filteren',
    staffMember: 'Medewerker',
    anyone: 'Iedereen',
    operation: 'Handeling',
    operationHint: 'Precies zoals vermeld, bijv. createStaff of adminShipOrder.',
    target: 'Doel',
    targetHint: 'Precies, bijv. staff:3 of order:100000012.',
    apply: 'Regels tonen',
    clear: 'Filters wissen',
    caption: 'Regels van het auditlog',
    when: 'Wanneer',
    who: 'Wie',
    what: 'Wat',
    changes: 'Wijzigingen',
    showChanges: 'Wijzigingen tonen',
    field: 'Veld',
    before: 'Ervoor',
    after: 'Erna',
    nothingChanged: 'Geen veld gewijzigd.',
    none: 'Geen regels voor deze filters.',
    'kind.staff': 'medewerker',
    'kind.key': 'machinesleutel',
    'kind.cli': 'opdrachtregel',
  },
};
