import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

export function Breadcrumbs({ items }: { items: { name: string; href: string | null }[] }) {
  const t = useTranslations('catalog');
  return (
    <nav aria-label={t('breadcrumbs')} className="mb-3 text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link prefetch={false} href="/" className="hover:underline">
            {t('home')}
          </Link>
        </li>
        {items.map((item, index) => (
          <li key={`${item.href}-${index}`} className="flex items-center gap-1">
            <span aria-hidden="true">/</span>
            {item.href && index < items.length - 1 ? (
              <Link prefetch={false} href={item.href} className="hover:underline">
                {item.name}
              </Link>
            ) : (
              <span aria-current="page">{item.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
