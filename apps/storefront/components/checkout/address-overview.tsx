'use client';

import type { CheckoutAddressView, CheckoutView } from '@/lib/commerce/checkout';
import { countryName } from '@/lib/format/country';
import { useLocale, useTranslations } from '@/lib/i18n/client';

function AddressLines({ address }: { address: CheckoutAddressView }) {
  const locale = useLocale();
  const name = [address.firstname, address.middlename, address.lastname].filter(Boolean).join(' ');
  const house = [address.houseNumber, address.addition].filter(Boolean).join(' ');
  return (
    <>
      {name}
      <br />
      {address.street} {house}
      <br />
      {address.postcode} {address.city}
      <br />
      {countryName(address.country, locale)}
    </>
  );
}

/**
 * Step 3's check of what was chosen before (spec §2 overview): where the order goes or is
 * collected, and who is billed (a business with its VAT number and reference), each with a way
 * back to change it.
 */
export function AddressOverview({
  cart,
  onChange,
}: {
  cart: CheckoutView;
  onChange: (step: number) => void;
}) {
  const t = useTranslations('Checkout');
  const store = cart.stores.find((candidate) => candidate.code === cart.delivery?.storeCode);
  const pickup = cart.delivery?.method === 'pickup' && store;
  const billing = cart.billingSameAsShipping ? cart.shipping : cart.billing;
  // A business order is billed to the company: its VAT number and reference go on the invoice.
  const business = cart.customerType === 'business' && cart.company;
  return (
    <dl className="grid gap-4 rounded-lg border border-line p-4 text-sm sm:grid-cols-2">
      <div>
        <dt className="font-bold">{pickup ? t('pickupAt') : t('deliverTo')}</dt>
        <dd>
          {pickup ? (
            <>
              {store.name}
              <br />
              {store.address}
            </>
          ) : cart.shipping ? (
            <AddressLines address={cart.shipping} />
          ) : null}
          <br />
          <button type="button" className="btn-link min-h-11" onClick={() => onChange(1)}>
            {t('change')}
            <span className="sr-only"> {t('stepDelivery')}</span>
          </button>
        </dd>
      </div>
      <div>
        <dt className="font-bold">{t('billTo')}</dt>
        <dd>
          {cart.email}
          <br />
          {business ? (
            <>
              {cart.company}
              <br />
              {cart.vatNumber ? (
                <>
                  {t('vatNumber')}: {cart.vatNumber}
                  <br />
                </>
              ) : null}
              {cart.reference ? (
                <>
                  {t('reference')}: {cart.reference}
                  <br />
                </>
              ) : null}
            </>
          ) : null}
          {billing ? <AddressLines address={billing} /> : null}
          <br />
          <button type="button" className="btn-link min-h-11" onClick={() => onChange(0)}>
            {t('change')}
            <span className="sr-only"> {t('stepDetails')}</span>
          </button>
        </dd>
      </div>
    </dl>
  );
}
