import { Link } from '@/i18n/navigation';
import type { SiteMapCategory } from '@/lib/commerce/site-map/site-map';

/** The category tree: each top-level category a block with its subcategories nested below. */
export function CategoryTree({ categories }: { categories: SiteMapCategory[] }) {
  return (
    // Columns rather than a grid: top-level categories differ in length, and columns fill the
    // gaps a row of unequal blocks leaves.
    <ul className="gap-x-6 sm:columns-2 lg:columns-3" data-testid="sitemap-categories">
      {categories.map((category) => (
        <li key={category.id} className="mb-5 break-inside-avoid">
          <Link
            prefetch={false}
            href={`/${category.urlPath}`}
            className="text-lg font-semibold hover:underline"
          >
            {category.name}
          </Link>
          {category.children.length > 0 && <CategoryList categories={category.children} />}
        </li>
      ))}
    </ul>
  );
}

function CategoryList({ categories }: { categories: SiteMapCategory[] }) {
  return (
    <ul className="mt-1 flex flex-col gap-1 border-l border-line pl-3">
      {categories.map((category) => (
        <li key={category.id}>
          <Link prefetch={false} href={`/${category.urlPath}`} className="hover:underline">
            {category.name}
          </Link>
          {category.children.length > 0 && <CategoryList categories={category.children} />}
        </li>
      ))}
    </ul>
  );
}
