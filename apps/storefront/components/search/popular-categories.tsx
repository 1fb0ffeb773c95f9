import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { FallbackImage } from '@/components/ui/fallback-image';
import { getPopularCategories } from '@/lib/commerce/search';

/** The top-level categories, offered when a search found nothing (issue 5). */
export async function PopularCategories({ locale }: { locale: string }) {
  const t = await getTranslations('search');
  const categories = await getPopularCategories(locale);
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="popular-categories" className="mt-8">
      <h2 id="popular-categories" className="mb-3 text-lg font-bold text-brand">
        {t('popularCategories')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              prefetch={false}
              href={category.href}
              className="flex h-full flex-col items-center gap-2 rounded-lg border border-line bg-white p-3 text-center text-sm font-semibold hover:text-accent"
            >
              {category.image ? (
                <FallbackImage
                  src={category.image}
                  alt=""
                  width={96}
                  height={96}
                  loading="lazy"
                  className="size-16 object-contain"
                />
              ) : null}
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
