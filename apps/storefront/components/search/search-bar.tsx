'use client';

import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useLocale, useTranslations } from '@/lib/i18n/client';
import { localizedPath } from '@/lib/i18n/locales';
import { usePathname, useRouter } from '@/i18n/navigation';
import { SearchSubmitButton, searchInputClass } from './search-field-parts';
import { searchPath, shouldNavigateToSearch, termFromPath } from '@/lib/search/navigation';
import type { LiveSearchBar } from './live-search-bar';

const loadLive = () => import('./live-search-bar').then((module) => module.LiveSearchBar);

/**
 * The header search as the page first shows it: the same field and button, with the dropdown,
 * live results and tracking (live-search-bar.tsx) loaded the first time the shopper points at
 * or focuses the bar (or types into it before the page hydrated). They are most of the header's
 * code and no first paint needs them. Enter searches at every moment: before the page hydrated
 * the form itself goes to /search?q= (the results page redirects to /search/{term}), after it
 * the router does, and once the live bar is in, the live bar does.
 */
export function SearchBar() {
  const t = useTranslations('search');
  const locale = useLocale();
  const router = useRouter();
  const current = termFromPath(usePathname());
  const inputRef = useRef<HTMLInputElement>(null);
  const [live, setLive] = useState<{
    Bar: typeof LiveSearchBar;
    typed: string;
    focused: boolean;
    selection: [number, number] | null;
  } | null>(null);
  const loading = useRef(false);

  const wake = () => {
    if (loading.current) return;
    loading.current = true;
    loadLive()
      .then((Bar) => {
        // Read the plain bar and swap it out in one step. A render left to React's scheduler
        // comes a task later, and text typed in between went into the plain bar after it was
        // read: the live bar then started without it, and Enter searched for nothing.
        flushSync(() => {
          const input = inputRef.current;
          setLive({
            Bar,
            typed: input?.value ?? current,
            focused: input !== null && document.activeElement === input,
            // A selection made before the swap (select all, then type) must still be replaced.
            selection:
              input?.selectionStart != null && input.selectionEnd != null
                ? [input.selectionStart, input.selectionEnd]
                : null,
          });
        });
      })
      // Offline or a failed chunk: the plain bar still searches on Enter; try again next time.
      .catch(() => {
        loading.current = false;
      });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = inputRef.current?.value ?? '';
    if (shouldNavigateToSearch(next, current)) router.push(searchPath(next));
  };

  if (live)
    return <live.Bar typed={live.typed} focused={live.focused} selection={live.selection} />;
  return (
    <form
      role="search"
      action={localizedPath(locale, searchPath(''))}
      onSubmit={submit}
      className="relative w-full"
    >
      <label htmlFor="header-search" className="sr-only">
        {t('label')}
      </label>
      <input
        ref={inputRef}
        id="header-search"
        type="search"
        name="q"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded="false"
        // A new page's term replaces whatever the plain bar held.
        key={current}
        defaultValue={current}
        onFocus={wake}
        onPointerEnter={wake}
        // Focused or typed into before the page hydrated: no focus event comes any more.
        onInput={wake}
        onKeyDown={wake}
        placeholder={t('placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        className={searchInputClass}
      />
      <SearchSubmitButton label={t('submit')} />
    </form>
  );
}
