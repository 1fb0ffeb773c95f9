import type { OrderAddressView } from '@/lib/commerce/account';
import { countryName } from '@/lib/format/country';

/** An order's delivery or billing address, its country named in the page's language. */
export function OrderAddress({
  title,
  address,
  locale,
}: {
  title: string;
  address: OrderAddressView;
  locale: string;
}) {
  return (
    <div>
      <h3 className="mb-1 font-bold">{title}</h3>
      <address className="not-italic">
        {address.company ? <span className="block">{address.company}</span> : null}
        <span className="block">{address.name}</span>
        {address.lines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
        {address.country ? (
          <span className="block">{countryName(address.country, locale)}</span>
        ) : null}
        {address.telephone ? <span className="block">{address.telephone}</span> : null}
      </address>
    </div>
  );
}
