import { Link } from '@/i18n/navigation';
import type { BrandData } from '@/lib/commerce';

/** One letter's brands as links to their pages (spec §2), each with its product count if asked. */
export function BrandLinks({
  brands,
  showCounts = false,
}: {
  brands: readonly BrandData[];
  showCounts?: boolean;
}) {
  return (
    <ul className="flex flex-col gap-1">
      {brands.map((brand) => (
        <li key={brand.code}>
          <Link prefetch={false} href={`/merken/${brand.urlKey}`} className="hover:underline">
            {brand.name}
          </Link>
          {showCounts ? (
            <>
              {' '}
              <span className="text-sm text-muted">({brand.productCount})</span>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
