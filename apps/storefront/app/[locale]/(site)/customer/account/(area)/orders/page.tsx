import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { OrderHistory } from '@/components/account/order-history';
import { requireAccount } from '@/lib/account/account-guard';
import { orderSearchMaxLength, orderSearchTerm } from '@/lib/account/order-search';
import { EngineUnavailableError } from '@/lib/commerce';
import { getOrderHistory } from '@/lib/commerce/account';
import { localizedPath } from '@/lib/i18n/locales';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'AccountPages' });
  return { title: t('ordersTitle') };
}

/**
 * spec §2 /customer/account/orders: the order history with search by order number (a plain GET
 * form, so the search is a link) and 'load more'.
 */
export default async function OrdersPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { token } = await requireAccount(locale, '/customer/account/orders');
  const search = orderSearchTerm((await searchParams).q);
  const t = await getTranslations('AccountPages');
  const history = await getOrderHistory(token, 1, search);
  if (history === 'unavailable') throw new EngineUnavailableError('orders');

  return (
    <section aria-labelledby="account-title" className="space-y-4">
      <h1 id="account-title" className="text-2xl font-bold text-brand">
        {t('ordersTitle')}
      </h1>
      <form
        method="get"
        action={localizedPath(locale, '/customer/account/orders')}
        role="search"
        className="flex flex-wrap items-end gap-3"
      >
        <div className="min-w-0 flex-1">
          <label htmlFor="order-search" className="mb-1 block text-sm font-semibold">
            {t('searchOrder')}
          </label>
          <input
            id="order-search"
            name="q"
            type="search"
            defaultValue={search}
            maxLength={orderSearchMaxLength}
            className="min-h-11 w-full rounded-md border border-gray-400 px-3 py-2"
          />
        </div>
        <button type="submit" className="btn btn-primary">
          {t('search')}
        </button>
      </form>
      {typeof history === 'string' || history.orders.length === 0 ? (
        <p>{search ? t('noOrdersFound', { search }) : t('noOrders')}</p>
      ) : (
        <OrderHistory key={search} first={history} search={search} />
      )}
    </section>
  );
}
