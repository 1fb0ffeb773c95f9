'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { accountSections } from '@/lib/account/account-sections';
import { useLocale, useTranslations } from '@/lib/i18n/client';
import { localizedPath, stripLocale } from '@/lib/i18n/locales';

/**
 * The account area's navigation (spec §2 account screens): a column beside the page on wide
 * screens, a row that scrolls sideways on phones; the page shown is marked aria-current.
 */
export function AccountNav() {
  const t = useTranslations('AccountPages');
  const locale = useLocale();
  const current = stripLocale(usePathname() ?? '/');
  return (
    <nav aria-label={t('navigation')}>
      <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-2 lg:mx-0 lg:flex-col lg:px-0">
        {accountSections.map((section) => {
          const active = current === section.path || current.startsWith(`${section.path}/`);
          return (
            <li key={section.path} className="shrink-0">
              <Link
                href={localizedPath(locale, section.path)}
                aria-current={active ? 'page' : undefined}
                className={`flex min-h-11 items-center rounded-md px-3 whitespace-nowrap ${
                  active ? 'bg-brand font-semibold text-white' : 'hover:bg-gray-100'
                }`}
              >
                {t(section.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
