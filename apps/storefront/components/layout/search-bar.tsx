'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from '@/i18n/navigation';
import { SearchIcon } from '@/components/ui/icons';
import { searchPath, shouldNavigateToSearch } from '@/lib/layout/search';

/** The header search: navigates to /search/{term} (autocomplete comes with the search issue). */
export function SearchBar() {
  const t = useTranslations('Header');
  const router = useRouter();
  const pathname = usePathname();
  const current = pathname.startsWith('/search/')
    ? decodeURIComponent(pathname.slice('/search/'.length))
    : '';
  const [term, setTerm] = useState(current);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (shouldNavigateToSearch(term, current)) router.push(searchPath(term));
  };

  return (
    <form role="search" onSubmit={submit} className="relative w-full">
      <label htmlFor="header-search" className="sr-only">
        {t('searchLabel')}
      </label>
      <input
        id="header-search"
        type="search"
        name="q"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        placeholder={t('searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        className="h-11 w-full rounded-md border border-gray-400 bg-white pr-12 pl-4 text-base placeholder:text-gray-600 focus:border-brand focus:outline-none"
      />
      <button
        type="submit"
        className="absolute top-0 right-0 inline-flex size-11 items-center justify-center rounded-r-md text-brand hover:text-accent"
        aria-label={t('searchSubmit')}
      >
        <SearchIcon />
      </button>
    </form>
  );
}
