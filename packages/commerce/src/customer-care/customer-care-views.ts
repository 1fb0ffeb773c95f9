import type { CustomerAccountRow } from '../customers/customer-care-data.ts';
import type { OutboxMail } from '../mail/mail-port.ts';
import type { CustomerCareService } from './customer-care-service.ts';
import { orderStatusLabels } from '../orders/order-records.ts';
import type { OrderRow } from '../orders/order-service.ts';

type CustomerPage = NonNullable<Awaited<ReturnType<CustomerCareService['customer']>>>;
type AdminMailStatus = 'PENDING' | 'FAILED' | 'SENT';

/** The outbox's states as staff filter them: a mail being sent is still pending to them. */
export function statusesOf(status: AdminMailStatus | null): OutboxMail['status'][] | null {
  if (status === null) return null;
  if (status === 'PENDING') return ['pending', 'sending'];
  return [status === 'FAILED' ? 'failed' : 'sent'];
}

export function mailStatusOf(status: OutboxMail['status']): AdminMailStatus {
  if (status === 'failed') return 'FAILED';
  if (status === 'sent') return 'SENT';
  return 'PENDING';
}

export function orderSummaryView(order: OrderRow) {
  return {
    number: order.number,
    order_date: order.createdAt.toISOString(),
    status: orderStatusLabels[order.status],
    status_code: order.status,
    grand_total_cents: order.grandTotalCents,
  };
}

export function customerView(account: CustomerAccountRow) {
  return {
    id: String(account.id),
    email: account.email,
    firstname: account.firstname,
    lastname: account.lastname,
    created_at: account.createdAt.toISOString(),
    confirmed: account.confirmationHash === null,
    erased_at: account.erasedAt?.toISOString() ?? null,
  };
}

export function detailView({ account, addresses, newsletter, orders }: CustomerPage) {
  return {
    ...customerView(account),
    prefix: account.prefix,
    middlename: account.middlename,
    locale: account.locale,
    addresses: addresses.map((address) => ({
      id: String(address.id),
      name: [address.firstname, address.middlename, address.lastname].filter(Boolean).join(' '),
      company: address.company,
      street: address.street,
      postcode: address.postcode,
      city: address.city,
      country_code: address.countryCode,
      telephone: address.telephone,
      default_billing: account.defaultBillingId === address.id,
      default_shipping: account.defaultShippingId === address.id,
    })),
    newsletter,
    orders: orders.map(orderSummaryView),
  };
}
