import type { OrderAddressView } from '@/lib/commerce/account';

/** An order's delivery or billing address. */
export function OrderAddress({ title, address }: { title: string; address: OrderAddressView }) {
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
        {address.telephone ? <span className="block">{address.telephone}</span> : null}
      </address>
    </div>
  );
}
