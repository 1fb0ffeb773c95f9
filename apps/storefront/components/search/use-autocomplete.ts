'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AutocompleteResults } from '@/lib/commerce/types';
import { useLocale } from '@/lib/i18n/client';
import type { AutocompleteSection } from '@/lib/search/autocomplete';
import { searchBarConfig } from '@/lib/config/search-bar';
import { debounce } from '@/lib/search/debounce';
import { searchPath } from '@/lib/search/navigation';

// The engine client, its queries and the dropdown's grouping load on the first focus of the
// search bar, not with the page.
const searchClient = () => import('@/lib/commerce/search-client');
const grouping = () => import('@/lib/search/autocomplete');

export interface AutocompleteAnswer {
  text: string;
  data: AutocompleteResults;
  /** The dropdown's sections, in display and arrow-key order. */
  sections: AutocompleteSection[];
}

/**
 * spec §7/§9: asks the engine for autocomplete results 500 ms after the last keystroke, only
 * for non-empty text. An older answer never replaces a newer one; failures leave the list as
 * it was (spec §8: not shown).
 */
export function useAutocomplete(enabled: boolean) {
  // The engine names the categories in the page's language.
  const locale = useLocale();
  const [results, setResults] = useState<AutocompleteAnswer | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  const load = useCallback(
    async (text: string) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      const [{ fetchAutocomplete, loadAutocompleteSettings }, { autocompleteSections }] =
        await Promise.all([searchClient(), grouping()]);
      const limits = await loadAutocompleteSettings();
      if (controller.signal.aborted) return;
      const data = await fetchAutocomplete(text, limits, controller.signal, locale);
      if (controller.signal.aborted || !data) return;
      setResults({ text, data, sections: autocompleteSections(data, searchPath, limits.order) });
      // Marks when the list was asked to render, for the keystroke-settle benchmark.
      performance.mark('autocomplete:answer');
    },
    [locale],
  );

  const debounced = useMemo(
    () =>
      debounce((text: string) => {
        performance.mark('autocomplete:settle');
        // spec §8: autocomplete failures (the engine or this module unreachable) stay quiet.
        load(text).catch(() => undefined);
      }, searchBarConfig.debounceMs),
    [load],
  );

  useEffect(
    () => () => {
      debounced.cancel();
      inFlight.current?.abort();
    },
    [debounced],
  );

  const request = useCallback(
    (text: string) => {
      if (!enabled || !text.trim()) {
        debounced.cancel();
        inFlight.current?.abort();
        if (!text.trim()) setResults(null);
        return;
      }
      debounced(text.trim());
    },
    [enabled, debounced],
  );

  /** Reads the setting ahead of the first keystroke (on focus), so the first answer is quick. */
  const prepare = useCallback(() => {
    if (enabled)
      Promise.all([
        searchClient().then((client) => client.loadAutocompleteSettings()),
        grouping(),
      ]).catch(() => undefined);
  }, [enabled]);

  return { results, request, prepare };
}
