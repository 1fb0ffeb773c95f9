import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/Button';
import {
  AdminInvoicePdfDocument,
  AdminOrderResendMailDocument,
  type AdminOrderDetailFieldsFragment,
} from '@/generated/graphql';
import { adminRequest } from '@/lib/admin-client';
import { formatCents, formatDateTime, useLanguage, useMessages } from '@/lib/i18n';
import { useActionErrorText } from './action-errors';
import { detailMessages } from './detail-messages';
import { Section } from './order-sections';
import { mailMessages } from '../mail/messages';
import { returnsMessages } from '../returns/messages';

// What happened to an order after it was placed: payments, documents, refunds, returns, mails.
type Detail = AdminOrderDetailFieldsFragment;
type Order = Detail['order'];

export function Payments({ payments }: { payments: Detail['payments'] }) {
  const t = useMessages(detailMessages);
  const { language } = useLanguage();
  return (
    <Section id="order-payments" title={t('payments')}>
      {payments.length === 0 ? (
        <p className="text-slate-600">{t('noPayments')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {payments.map((payment) => (
            <li key={payment.transaction_id} className="text-sm">
              <p>
                <span className="font-medium">{payment.provider}</span> ·{' '}
                {t('transaction', { id: payment.transaction_id })} ·{' '}
                {t(`paymentState.${payment.state}`)} ·{' '}
                {formatDateTime(payment.updated_at, language)}
              </p>
              {payment.attention && (
                <p className="text-red-800">{t('attention', { reason: payment.attention })}</p>
              )}
              {payment.exchange_calls.length > 0 && (
                <details className="mt-1">
                  <summary className="cursor-pointer">
                    {t('exchangeCalls', { count: payment.exchange_calls.length })}
                  </summary>
                  <ul className="mt-1 font-mono text-xs">
                    {payment.exchange_calls.map((call) => (
                      <li key={call.received_at}>
                        {t('exchangeCall', {
                          date: formatDateTime(call.received_at, language),
                          status: call.answer_status,
                          answer: call.answer,
                        })}
                      </li>
                    ))}
                  </ul>
                </details>
              )}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** Opens a document through the staff's own sign-in: the PDF comes as data, saved as a file. */
function useOpenDocument() {
  return useMutation({
    mutationFn: async (number: string) => {
      const document = (await adminRequest(AdminInvoicePdfDocument, { number }))
        .adminInvoiceDocument;
      if (!document) throw new Error(number);
      const bytes = Uint8Array.from(atob(document.content_base64), (char) => char.charCodeAt(0));
      const url = URL.createObjectURL(new Blob([bytes], { type: document.content_type }));
      const link = Object.assign(window.document.createElement('a'), {
        href: url,
        download: document.filename,
      });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
  });
}

export function Documents({ documents }: { documents: Detail['documents'] }) {
  const t = useMessages(detailMessages);
  const { language } = useLanguage();
  const open = useOpenDocument();
  const errorText = useActionErrorText();
  return (
    <Section id="order-documents" title={t('documents')}>
      {documents.length === 0 ? (
        <p className="text-slate-600">{t('noDocuments')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {documents.map((document) => (
            <li key={document.number} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {t(document.kind === 'invoice' ? 'kind.invoice' : 'kind.credit-note')}{' '}
                <span className="font-mono">{document.number}</span> ·{' '}
                {formatCents(document.total_cents, language)} ·{' '}
                {formatDateTime(document.issued_at, language)}
              </span>
              <Button
                isDisabled={open.isPending}
                onPress={() => open.mutate(document.number)}
                aria-label={`${t('open')}: ${document.number}`}
              >
                {t('open')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {open.error && (
        <p role="alert" className="mt-2 text-red-800">
          {errorText(open.error)}
        </p>
      )}
    </Section>
  );
}

export function Refunds({ refunds }: { refunds: Detail['refunds'] }) {
  const t = useMessages(detailMessages);
  const { language } = useLanguage();
  return (
    <Section id="order-refunds" title={t('refunds')}>
      {refunds.length === 0 ? (
        <p className="text-slate-600">{t('noRefunds')}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm" data-testid="order-refunds">
          {refunds.map((refund) => (
            <li key={refund.id}>
              <span className="font-medium">{formatCents(refund.amount_cents, language)}</span> ·{' '}
              {t(refund.state === 'REFUNDED' ? 'refundState.REFUNDED' : 'refundState.PENDING')} ·{' '}
              {formatDateTime(refund.refunded_at ?? refund.created_at, language)} ·{' '}
              {t('refundBy', { who: refund.requested_by })}
              {refund.cancellation && ` · ${t('cancellation')}`}
              {refund.lines.length > 0 && (
                <span className="block text-slate-600">
                  {refund.lines.map((line) => `${line.quantity} × ${line.sku}`).join(', ')}
                  {refund.shipping_cents > 0 &&
                    ` + ${t('shipping')} ${formatCents(refund.shipping_cents, language)}`}
                </span>
              )}
              {refund.reason && <span className="block text-slate-600">{refund.reason}</span>}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function Returns({
  returns,
  canOpen,
}: {
  returns: NonNullable<Order['returns']>;
  canOpen: boolean;
}) {
  const t = useMessages(detailMessages);
  const returnText = useMessages(returnsMessages);
  const { language } = useLanguage();
  if (returns.length === 0) return null;
  return (
    <Section id="order-returns" title={t('returns')}>
      <ul className="text-sm">
        {returns.map((entry) => (
          <li key={entry.number}>
            <span className="font-mono">{entry.number}</span> · {returnText(`state.${entry.state}`)}{' '}
            · {formatDateTime(entry.created_at, language)}
          </li>
        ))}
      </ul>
      {canOpen && (
        <Link to="/returns" className="mt-2 inline-block text-blue-700 underline">
          {t('openReturns')}
        </Link>
      )}
    </Section>
  );
}

export function Mails({
  number,
  mails,
  onDone,
  mayResend,
}: {
  number: string;
  mails: Detail['mails'];
  onDone: (text: string) => void;
  mayResend: boolean;
}) {
  const t = useMessages(detailMessages);
  const mailText = useMessages(mailMessages);
  // The outbox's states, named as the mail screen names them ('sending' is still waiting).
  const mailStatusText = (status: string) =>
    status === 'sent'
      ? mailText('status.SENT')
      : status === 'failed'
        ? mailText('status.FAILED')
        : mailText('status.PENDING');
  const { language } = useLanguage();
  const client = useQueryClient();
  const errorText = useActionErrorText();
  const [error, setError] = useState<string | null>(null);
  const resend = useMutation({
    // A key per press: the same press retried queues one copy (ADR 0030).
    mutationFn: (mailId: string) =>
      adminRequest(AdminOrderResendMailDocument, {
        input: { number, mail_id: mailId, idempotency_key: `resend-${crypto.randomUUID()}` },
      }),
    onSuccess: () => {
      setError(null);
      onDone(t('resendDone'));
      return client.invalidateQueries({ queryKey: ['adminOrder', number] });
    },
    onError: (failure) => setError(errorText(failure)),
  });
  return (
    <Section id="order-mails" title={t('mails')}>
      {mails.length === 0 ? (
        <p className="text-slate-600">{t('noMails')}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {mails.map((mail) => (
            <li key={mail.id} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                <span className="font-mono">{mail.template}</span> → {mail.recipient} ·{' '}
                {t('mailState', { status: mailStatusText(mail.status), attempts: mail.attempts })} ·{' '}
                {formatDateTime(mail.sent_at ?? mail.created_at, language)}
                {mail.resent && ` · ${t('resent')}`}
                {mail.last_error && <span className="block text-red-800">{mail.last_error}</span>}
              </span>
              {!mail.resent && mayResend && (
                <Button
                  isDisabled={resend.isPending}
                  onPress={() => resend.mutate(mail.id)}
                  aria-label={`${t('resend')}: ${mail.template}`}
                >
                  {t('resend')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="mt-2 text-red-800">
          {error}
        </p>
      )}
    </Section>
  );
}
