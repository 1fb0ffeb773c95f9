'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fetchAutocomplete, loadAutocompleteSettings } from '@/lib/commerce/search-client';
import type { AutocompleteResults, AutocompleteSettings } from '@/lib/commerce/types';
import { debounce, SEARCH_DEBOUNCE_MS } from '@/lib/search/debounce';

/**
 * spec §7/§9: asks the engine for autocomplete results 500 ms after the last keystroke, only
 * for non-empty text. An older answer never replaces a newer one; failures leave the list as
 * it was (spec §8: not shown).
 */
export function useAutocomplete(enabled: boolean) {
  const [results, setResults] = useState<{ text: string; data: AutocompleteResults } | null>(null);
  const [settings, setSettings] = useState<AutocompleteSettings | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  const load = useCallback(async (text: string) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    const limits = await loadAutocompleteSettings();
    if (controller.signal.aborted) return;
    const data = await fetchAutocomplete(text, limits, controller.signal);
    if (controller.signal.aborted || !data) return;
    setSettings(limits);
    setResults({ text, data });
    // Marks when the list was asked to render, for the keystroke-settle benchmark.
    performance.mark('autocomplete:answer');
  }, []);

  const debounced = useMemo(
    () =>
      debounce((text: string) => {
        performance.mark('autocomplete:settle');
        void load(text);
      }, SEARCH_DEBOUNCE_MS),
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
    if (enabled) void loadAutocompleteSettings();
  }, [enabled]);

  return { results, request, prepare, order: settings?.order };
}
