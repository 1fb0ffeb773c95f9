import { useMutation, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/Button';
import { DataTable } from '@/components/DataTable';
import { ErrorNotice } from '@/components/ErrorNotice';
import { PageHeader } from '@/components/PageHeader';
import { Empty, Loading } from '@/components/StateNotices';
import {
  AdminCustomerDetailDocument,
  AdminExportCustomerDocument,
  type AdminCustomerDetailQuery,
} from '@/generated/graphql';
import { adminRequest } from '@/lib/admin-client';
import { formatCents, formatDateTime, useLanguage, useMessages } from '@/lib/i18n';
import { ordersMessages } from '../orders/messages';
import { EraseCustomerDialog } from './EraseCustomerDialog';
import { customersMessages } from './messages';
import { downloadJson } from './download-json';

type Customer = NonNullable<AdminCustomerDetailQuery['adminCustomer']>;
type OrderRow = Customer['orders'][number];
const column = createColumnHelper<OrderRow>();

/** One customer: account, address book, newsletter, orders, and the privacy requests. */
export function CustomerDetail() {
  const t = useMessages(customersMessages);
  const { id = '' } = useParams();
  const query = useQuery({
    queryKey: ['adminCustomer', id],
    queryFn: async () => (await adminRequest(AdminCustomerDetailDocument, { id })).adminCustomer,
  });
  const back = (
    <Link to="/customers" className="text-blue-700 underline">
      {t('back')}
    </Link>
  );
  if (query.isPending) return <Loading />;
  if (query.error) return <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) {
    return (
      <>
        <PageHeader title={t('title')} actions={back} />
        <Empty text={t('notFound')} />
      </>
    );
  }
  return <CustomerPage customer={query.data} back={back} />;
}

function CustomerPage({ customer, back }: { customer: Customer; back: React.ReactNode }) {
  const t = useMessages(customersMessages);
  const orderText = useMessages(ordersMessages);
  const { language } = useLanguage();
  const [notice, setNotice] = useState<string | null>(null);
  const name = customer.erased_at
    ? t('erased')
    : [customer.prefix, customer.firstname, customer.middlename, customer.lastname]
        .filter(Boolean)
        .join(' ');
  const exportFile = useMutation({
    mutationFn: async () =>
      (await adminRequest(AdminExportCustomerDocument, { id: customer.id })).adminExportCustomer,
    onSuccess: (file) => {
      if (!file) return;
      downloadJson(file.file_name, file.json);
      setNotice(t('exported', { file: file.file_name }));
    },
  });

  const columns = useMemo(
    () => [
      column.accessor('number', {
        header: t('orderNumber'),
        cell: (info) => (
          <Link className="font-mono text-blue-700 underline" to={`/orders/${info.getValue()}`}>
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor('order_date', {
        header: t('orderDate'),
        cell: (info) => formatDateTime(info.getValue(), language),
      }),
      column.accessor('status_code', {
        header: t('orderState'),
        cell: (info) => orderText(`status.${info.getValue()}`),
      }),
      column.accessor('grand_total_cents', {
        header: t('orderTotal'),
        cell: (info) => formatCents(info.getValue(), language),
      }),
    ],
    [t, orderText, language],
  );

  return (
    <>
      <PageHeader title={name} actions={back} />
      {notice && (
        <p role="status" className="mb-4 rounded border border-green-300 bg-green-50 p-3">
          {notice}
        </p>
      )}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <section
          aria-labelledby="customer-account"
          className="rounded border border-slate-300 bg-white p-4"
        >
          <h2 id="customer-account" className="mb-2 text-lg font-semibold">
            {t('account')}
          </h2>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
            <dt className="text-slate-600">{t('email')}</dt>
            <dd className="break-all">{customer.email}</dd>
            <dt className="text-slate-600">{t('state')}</dt>
            <dd>
              {customer.erased_at
                ? `${t('erased')} · ${formatDateTime(customer.erased_at, language)}`
                : customer.confirmed
                  ? t('confirmed')
                  : t('unconfirmed')}
            </dd>
            <dt className="text-slate-600">{t('since')}</dt>
            <dd>{formatDateTime(customer.created_at, language)}</dd>
            <dt className="text-slate-600">{t('language')}</dt>
            <dd>{customer.locale}</dd>
            <dt className="text-slate-600">{t('newsletter')}</dt>
            <dd>
              {customer.newsletter ? t(`newsletter.${customer.newsletter}`) : t('newsletter.none')}
            </dd>
          </dl>
        </section>
        <section
          aria-labelledby="customer-gdpr"
          className="rounded border border-slate-300 bg-white p-4"
        >
          <h2 id="customer-gdpr" className="mb-2 text-lg font-semibold">
            {t('gdpr')}
          </h2>
          <p className="mb-3 text-slate-700">{t('gdprText')}</p>
          <div className="flex flex-wrap gap-2">
            <Button onPress={() => exportFile.mutate()} isDisabled={exportFile.isPending}>
              {exportFile.isPending ? t('exporting') : t('export')}
            </Button>
            {!customer.erased_at && (
              <EraseCustomerDialog
                id={customer.id}
                email={customer.email}
                name={name}
                onErased={(erasure) =>
                  setNotice(
                    erasure.already_erased
                      ? t('erasedAlready')
                      : t('erasedNotice', { orders: erasure.orders_kept.join(', ') || '–' }),
                  )
                }
              />
            )}
          </div>
          {exportFile.error && <ErrorNotice error={exportFile.error} />}
        </section>
      </div>
      <section aria-labelledby="customer-addresses" className="mt-4">
        <h2 id="customer-addresses" className="mb-2 text-lg font-semibold">
          {t('addresses')}
        </h2>
        {customer.addresses.length === 0 ? (
          <Empty text={t('noAddresses')} />
        ) : (
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
            {customer.addresses.map((address) => (
              <li key={address.id} className="rounded border border-slate-300 bg-white p-3">
                <address className="not-italic">
                  <span className="block font-medium">{address.name}</span>
                  {address.company && <span className="block">{address.company}</span>}
                  <span className="block">{address.street.join(' ')}</span>
                  <span className="block">
                    {[address.postcode, address.city].filter(Boolean).join(' ')} ·{' '}
                    {address.country_code}
                  </span>
                  {address.telephone && <span className="block">{address.telephone}</span>}
                </address>
                {(address.default_billing || address.default_shipping) && (
                  <p className="mt-1 text-sm text-slate-600">
                    {[
                      address.default_billing ? t('defaultBilling') : null,
                      address.default_shipping ? t('defaultShipping') : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="customer-orders" className="mt-4">
        <h2 id="customer-orders" className="mb-2 text-lg font-semibold">
          {t('orders')}
        </h2>
        {customer.orders.length === 0 ? (
          <Empty text={t('noOrders')} />
        ) : (
          <DataTable
            caption={t('orders')}
            columns={columns}
            rows={customer.orders}
            rowKey={(row) => row.number}
          />
        )}
      </section>
    </>
  );
}
