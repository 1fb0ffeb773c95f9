import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { BrandLinks } from '@/components/catalog/brand-links';
import { groupBrands } from '@/lib/catalog/brands';
import type { BrandData } from '@/lib/commerce';

/** Brands a to z, one group per letter (spec §2 brands index, in brief). */
export function BrandIndex({ brands }: { brands: BrandData[] }) {
  const t = useTranslations('Sitemap');
  const groups = groupBrands(brands);
  return (
    <>
      <ul
        className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3 lg:grid-cols-6"
        data-testid="sitemap-brands"
      >
        {groups.map((group) => (
          <li key={group.letter}>
            <h3
              className="font-bold uppercase"
              aria-label={t('brandLetter', { letter: group.letter.toUpperCase() })}
            >
              {group.letter}
            </h3>
            <BrandLinks brands={group.brands} />
          </li>
        ))}
      </ul>
      <p className="mt-3">
        <Link prefetch={false} href="/merken" className="font-semibold text-brand hover:underline">
          {t('brandsAll')}
        </Link>
      </p>
    </>
  );
}
