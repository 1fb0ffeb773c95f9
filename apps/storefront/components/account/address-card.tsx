import type { AddressBookEntry } from '@/lib/commerce/account';
import { fullName } from '@/lib/commerce/account/account-view';
import { countryName } from '@/lib/format/country';
import { useLocale } from '@/lib/i18n/client';

/** An address-book entry as a postal address, its country named in the page's language. */
export function AddressLines({ entry }: { entry: AddressBookEntry }) {
  const locale = useLocale();
  const { address } = entry;
  const houseNumber = [address.houseNumber, address.addition].filter(Boolean).join(' ');
  return (
    <address className="not-italic">
      {entry.customerType === 'business' && entry.company ? (
        <span className="block font-semibold">{entry.company}</span>
      ) : null}
      <span className="block">{fullName(address)}</span>
      <span className="block">{[address.street, houseNumber].filter(Boolean).join(' ')}</span>
      <span className="block">{[address.postcode, address.city].filter(Boolean).join(' ')}</span>
      <span className="block">{countryName(address.country, locale)}</span>
      {address.telephone ? <span className="block">{address.telephone}</span> : null}
      {entry.customerType === 'business' && entry.vatNumber ? (
        <span className="block">{entry.vatNumber}</span>
      ) : null}
    </address>
  );
}
