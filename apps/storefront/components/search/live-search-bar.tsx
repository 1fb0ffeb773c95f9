'use client';

import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useLocale, useTranslations } from '@/lib/i18n/client';
import { localizedPath } from '@/lib/i18n/locales';
import { usePathname, useRouter } from '@/i18n/navigation';
import { useAutocomplete } from '@/components/search/use-autocomplete';
import { SearchSubmitButton, searchInputClass } from './search-field-parts';
import { moveActive } from '@/lib/search/active-option';
import type { AutocompleteOption } from '@/lib/search/autocomplete';
import { searchConfig } from '@/lib/config/search';
import type * as SiteEventsModule from '@/lib/analytics/site-events';
import type { AnalyticsEvent } from '@/lib/analytics/track';
import { analyticsConfig } from '@/lib/config/analytics';
import { searchBarConfig } from '@/lib/config/search-bar';
import { debounce } from '@/lib/search/debounce';
import {
  exactCodeMatch,
  isSearchPage,
  searchPath,
  shouldNavigateToSearch,
  termFromPath,
} from '@/lib/search/navigation';

// The dropdown's options load on the first focus (see `prepare`), keeping them out of every page.
const loadGroups = () => import('@/components/search/autocomplete-list');
const AutocompleteGroups = lazy(loadGroups);

// Tracking code loads when there is something to track (spec §3: only when configured).
type SiteEvents = typeof SiteEventsModule;
function track(event: (events: SiteEvents) => AnalyticsEvent) {
  if (!analyticsConfig.tag) return;
  Promise.all([import('@/lib/analytics/site-events'), import('@/lib/analytics/track')])
    .then(([events, analytics]) => analytics.track(event(events)))
    .catch(() => undefined);
}

/**
 * The header search once the shopper turns to it (search-bar.tsx renders it until then). On a
 * search page typing updates the results (spec §5: when the term changed and has at least 2
 * characters or is empty, 500 ms after the last keystroke); elsewhere it shows the autocomplete
 * dropdown (spec §4), and Enter searches at once. `typed` and `focused` carry over what the
 * shopper did in the bar before this code arrived.
 */
export function LiveSearchBar({
  typed,
  focused,
  selection = null,
}: {
  typed: string;
  focused: boolean;
  /** The plain bar's selection when this code arrived; the caret goes to the end without one. */
  selection?: [number, number] | null;
}) {
  const t = useTranslations('search');
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const onSearchPage = isSearchPage(pathname);
  const current = termFromPath(pathname);
  const [term, setTerm] = useState(typed);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const autocompleteOn = searchConfig.autocompleteEnabled && !onSearchPage;
  const { results, request, prepare } = useAutocomplete(autocompleteOn);

  // The bar shows the page's term; a route change closes the dropdown (spec §4).
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setTerm(current);
    setOpen(false);
    setActive(-1);
  }

  const go = (next: string) => {
    if (!shouldNavigateToSearch(next, current)) return;
    if (next.trim()) track((events) => events.searchEvent(next));
    router.push(searchPath(next));
  };
  const goRef = useRef(go);
  useEffect(() => {
    goRef.current = go;
  });
  const liveSearch = useMemo(
    () => debounce((next: string) => goRef.current(next), searchBarConfig.debounceMs),
    [],
  );
  useEffect(() => () => liveSearch.cancel(), [liveSearch]);

  const sections = useMemo(() => results?.sections ?? [], [results]);
  const options = useMemo(() => sections.flatMap((section) => section.options), [sections]);
  const expanded = autocompleteOn && open && term.trim().length > 0 && options.length > 0;
  const activeOption = expanded ? (options[active] ?? null) : null;

  const choose = (option: AutocompleteOption) => {
    setOpen(false);
    setActive(-1);
    if (option.kind === 'product') {
      const { product } = option;
      track((events) =>
        events.selectItemEvent(
          {
            sku: product.sku,
            name: product.name,
            brand: product.brand,
            price: product.price?.value ?? null,
            currency: product.price?.currency ?? null,
          },
          option.index,
          'autocomplete',
        ),
      );
    }
    if (option.kind === 'suggestion') {
      setTerm(option.text);
      track((events) => events.searchEvent(option.text));
    }
    router.push(option.href);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    liveSearch.cancel();
    if (activeOption) return choose(activeOption);
    setOpen(false);
    // An exact EAN or SKU opens the product (the results page redirects as well).
    const exact =
      results && results.text === term.trim() && exactCodeMatch(term, results.data.products);
    if (exact) {
      track((events) => events.searchEvent(term));
      router.push(exact.href);
      return;
    }
    go(term);
  };

  const change = (next: string) => {
    setTerm(next);
    setActive(-1);
    setOpen(true);
    if (autocompleteOn) request(next);
    else liveSearch(next);
  };

  // Takes over from the bar the page was rendered with, before the next keystroke: the focus
  // stays in the bar and text typed while this code loaded counts as typed here.
  const handedOver = useRef(false);
  useLayoutEffect(() => {
    if (handedOver.current) return;
    handedOver.current = true;
    const input = inputRef.current;
    if (focused && input) {
      input.focus();
      const [start, end] = selection ?? [input.value.length, input.value.length];
      input.setSelectionRange(start, end);
    }
    if (typed !== current) change(typed);
  });

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      if (expanded) event.preventDefault();
      setOpen(false);
      setActive(-1);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    if (!autocompleteOn) return;
    event.preventDefault();
    if (!expanded) {
      setOpen(true);
      return;
    }
    setActive((index) => moveActive(index, options.length, event.key === 'ArrowDown' ? 1 : -1));
  };

  return (
    <form
      ref={rootRef}
      role="search"
      // As the plain bar's: the same form, should a submit ever reach the browser.
      action={localizedPath(locale, searchPath(''))}
      onSubmit={submit}
      className="relative w-full"
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
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
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeOption?.id}
        value={term}
        onChange={(event) => change(event.target.value)}
        onFocus={() => {
          if (!autocompleteOn) return;
          prepare();
          void loadGroups().catch(() => undefined);
          setOpen(true);
        }}
        onKeyDown={keyDown}
        placeholder={t('placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        className={searchInputClass}
      />
      <SearchSubmitButton label={t('submit')} />
      <div
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-md border border-line bg-white shadow-lg desk:right-auto desk:w-[min(56rem,calc(100vw-4rem))]"
        data-testid="autocomplete"
      >
        <ul
          id={listId}
          role="listbox"
          aria-label={t('listbox')}
          className="py-2 desk:grid desk:grid-cols-[2fr_3fr] desk:content-start"
        >
          {expanded ? (
            <Suspense>
              <AutocompleteGroups
                id={listId}
                sections={sections}
                typed={term}
                activeId={activeOption?.id ?? null}
                onChoose={choose}
                onHover={(id) => setActive(options.findIndex((option) => option.id === id))}
              />
            </Suspense>
          ) : null}
        </ul>
        {expanded && results ? (
          <button
            type="submit"
            tabIndex={-1}
            onMouseDown={(event) => event.preventDefault()}
            className="block w-full border-t border-line px-4 py-3 text-left text-sm font-semibold text-brand hover:underline"
          >
            {t('viewAll', { count: results.data.total })}
          </button>
        ) : null}
      </div>
      {/* A live region without role="status": the shop's toast is the page's status. */}
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {expanded ? t('status', { count: options.length }) : ''}
      </p>
    </form>
  );
}
