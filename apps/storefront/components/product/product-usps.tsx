import type { ProductPageData } from '@/lib/commerce/types';

/** The product's selling points (the engine keeps at most 4, spec §9). */
export function ProductUsps({ usps }: { usps: ProductPageData['usps'] }) {
  if (!usps.length) return null;
  return (
    <ul className="flex flex-col gap-1 text-sm" data-testid="product-usps">
      {usps.map((usp) => (
        <li key={usp.code || usp.label} className="flex gap-2">
          <span aria-hidden="true" className="text-success">
            ✓
          </span>
          <span>
            <span className="font-semibold">{usp.label}:</span> {usp.value}
          </span>
        </li>
      ))}
    </ul>
  );
}
