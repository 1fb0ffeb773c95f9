import type { Messages } from '@/lib/i18n';

export const mailMessages: Messages<
  | 'title'
  | 'intro'
  | 'status'
  | 'all'
  | 'status.PENDING'
  | 'status.FAILED'
  | 'status.SENT'
  | 'none'
  | 'mail'
  | 'recipient'
  | 'queued'
  | 'attempts'
  | 'lastError'
  | 'sentAt'
  | 'nextAttempt'
  | 'retry'
  | 'retrying'
  | 'retried'
  | 'notFailed'
> = {
  en: {
    title: 'Mail outbox',
    intro:
      'Every mail the shop sends goes through this queue. A failed mail can be put back in the queue once the cause is fixed; the content of a mail is not shown.',
    status: 'State',
    all: 'All states',
    'status.PENDING': 'Waiting',
    'status.FAILED': 'Failed',
    'status.SENT': 'Sent',
    none: 'No mails in this state.',
    mail: 'Mail',
    recipient: 'Recipient',
    queued: 'Queued',
    attempts: 'Attempts',
    lastError: 'Last error',
    sentAt: 'Sent',
    nextAttempt: 'Next try {when}',
    retry: 'Send again',
    retrying: 'Queuing…',
    retried: 'Mail {id} is back in the queue.',
    notFailed: 'Only a failed mail can be sent again; this one was sent or is waiting already.',
  },
  nl: {
    title: 'Uitgaande mail',
    intro:
      'Elke mail van de winkel gaat door deze wachtrij. Een mislukte mail kan opnieuw in de wachtrij, als de oorzaak verholpen is; de inhoud van een mail wordt niet getoond.',
    status: 'Status',
    all: 'Alle statussen',
    'status.PENDING': 'Wachtend',
    'status.FAILED': 'Mislukt',
    'status.SENT': 'Verzonden',
    none: 'Geen mails met deze status.',
    mail: 'Mail',
    recipient: 'Ontvanger',
    queued: 'In wachtrij gezet',
    attempts: 'Pogingen',
    lastError: 'Laatste fout',
    sentAt: 'Verzonden',
    nextAttempt: 'Volgende poging {when}',
    retry: 'Opnieuw versturen',
    retrying: 'In wachtrij zetten…',
    retried: 'Mail {id} staat weer in de wachtrij.',
    notFailed: 'Alleen een mislukte mail kan opnieuw; deze is verzonden of wacht al.',
  },
};
