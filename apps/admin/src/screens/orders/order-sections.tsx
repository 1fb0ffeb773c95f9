import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/Button';
import {
  AdminInvoicePdfDocument,
  AdminOrderResendMailDocument,
  type AdminOrderAddressFieldsFragment,
  type AdminOrderDetailFieldsFragment,
} from '@/generated/graphql';
import { adminRequest } from '@/lib/admin-client';
import { formatCents, formatDateTime, useLanguage, useMessages } from '@/lib/i18n';
import { useActionErrorText } from './action-errors';
import { detailMessages } from './detail-messages';
import { ScrollRegion } from '@/components/ScrollRegion';
import { mailMessages } from '../mail/messages';
import { returnsMessages } from '../returns/messages';

type Detail = AdminOrderDetailFieldsFragment;
type Order = Detail['order'];

const cents = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded border border-slate-300 bg-white p-4">
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Lines({ order }: { order: Order }) {
  const t = useMessages(detailMessages);
  const { language } = useLanguage();
  const money = (value: number | null | undefined) => formatCents(cents(value), language);
  const total = order.total;
  return (
    <Section id="order-lines" title={t('lines')}>
      <ScrollRegion label={t('lines')}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('lines')}</caption>
          <thead className="bg-slate-100">
            <tr>
              <th scope="col" className="px-2 py-1">
                {t('product')}
              </th>
              <th scope="col" className="px-2 py-1">
                {t('quantity')}
              </th>
              <th scope="col" className="px-2 py-1 text-right">
                {t('price')}
              </th>
              <th scope="col" className="px-2 py-1 text-right">
                {t('rowTotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {(order.items ?? []).map(
              (item) =>
                item && (
                  <tr key={item.id} className="border-t border-slate-200">
                    <td className="px-2 py-1">
                      {item.product_name}
                      <span className="block font-mono text-xs text-slate-600">
                        {item.product_sku}
                      </span>
                    </td>
                    <td className="px-2 py-1">{item.quantity_ordered}</td>
                    <td className="px-2 py-1 text-right">{money(item.product_sale_price.value)}</td>
                    <td className="px-2 py-1 text-right">{money(item.row_total?.value)}</td>
                  </tr>
                ),
            )}
          </tbody>
        </table>
      </ScrollRegion>
      {total && (
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          <dt>{t('subtotal')}</dt>
          <dd className="text-right">{money(total.subtotal.value)}</dd>
          {(total.discounts ?? []).map(
            (discount) =>
              discount && (
                <Pair key={discount.label} label={`${t('discount')}: ${discount.label}`}>
                  −{money(Math.abs(discount.amount.value ?? 0))}
                </Pair>
              ),
          )}
          <dt>{t('shipping')}</dt>
          <dd className="text-right">{money(total.total_shipping.value)}</dd>
          <dt className="font-semibold">{t('grandTotal')}</dt>
          <dd className="text-right font-semibold">{money(total.grand_total.value)}</dd>
          <dt className="text-slate-600">{t('tax')}</dt>
          <dd className="text-right text-slate-600">{money(total.total_tax.value)}</dd>
        </dl>
      )}
    </Section>
  );
}

function Pair({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd className="text-right">{children}</dd>
    </>
  );
}

function Address({ title, address }: { title: string; address: AdminOrderAddressFieldsFragment }) {
  const name = [address.firstname, address.middlename, address.lastname].filter(Boolean).join(' ');
  return (
    <div>
      <h3 className="mb-1 font-medium">{title}</h3>
      <address className="not-italic">
        {name}
        {address.company && <span className="block">{address.company}</span>}
        {address.street.filter(Boolean).map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
        <span className="block">
          {address.postcode} {address.city} {address.country_code}
        </span>
        {address.telephone && <span className="block">{address.telephone}</span>}
      </address>
    </div>
  );
}

export function Addresses({ detail }: { detail: Detail }) {
  const t = useMessages(detailMessages);
  const { order, business } = detail;
  return (
    <Section id="order-addresses" title={t('addresses')}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {order.shipping_address ? (
          <Address title={t('deliveryAddress')} address={order.shipping_address} />
        ) : order.pickup_location_code ? (
          <p>{t('pickupIn', { store: order.pickup_location_code })}</p>
        ) : null}
        {order.billing_address && (
          <Address title={t('billingAddress')} address={order.billing_address} />
        )}
      </div>
      <p className="mt-3 text-sm text-slate-700">
        {order.shipping_method} · {order.payment_methods?.[0]?.name}
      </p>
      {(order.shipments ?? []).flatMap((shipment) =>
        (shipment?.tracking ?? []).map(
          (tracking) =>
            tracking && (
              <p key={tracking.number} className="mt-1 text-sm">
                {t('tracking')}: {tracking.title}{' '}
                {tracking.url ? (
                  <a
                    href={tracking.url}
                    className="text-blue-700 underline"
                    rel="noreferrer"
                    target="_blank"
                  >
                    {tracking.number}
                  </a>
                ) : (
                  tracking.number
                )}
              </p>
            ),
        ),
      )}
      {business && (
        <div className="mt-3">
          <h3 className="mb-1 font-medium">{t('business')}</h3>
          <dl className="grid grid-cols-2 gap-x-4 text-sm">
            <dt>{business.company}</dt>
            <dd />
            {business.vat_id && <Pair label={t('vatId')}>{business.vat_id}</Pair>}
            {business.reference && <Pair label={t('reference')}>{business.reference}</Pair>}
          </dl>
        </div>
      )}
    </Section>
  );
}

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
