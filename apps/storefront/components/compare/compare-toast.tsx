'use client';

import { useTranslations } from '@/lib/i18n/client';
import { Link } from '@/i18n/navigation';

/** spec §2 compare toast: a 'View compare' button to /compare. */
export function CompareToast({ count }: { count: number }) {
  const t = useTranslations('catalog');
  return (
    <div
      className="fixed inset-x-0 bottom-20 z-50 mx-auto flex w-fit items-center gap-3 rounded-md bg-brand-dark px-4 py-2 text-sm text-white shadow-lg"
      data-testid="compare-toast"
    >
      <span>{t('compareCount', { count })}</span>
      <Link
        prefetch={false}
        href="/compare"
        className="rounded bg-white px-3 py-1 font-semibold text-brand"
      >
        {t('viewCompare')}
      </Link>
    </div>
  );
}
