import { type ReactNode } from 'react';
import {
  type AdminOrderAddressFieldsFragment,
  type AdminOrderDetailFieldsFragment,
} from '@/generated/graphql';
import { formatCents, useLanguage, useMessages } from '@/lib/i18n';
import { ScrollRegion } from '@/components/ScrollRegion';
import { detailMessages } from './detail-messages';

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
