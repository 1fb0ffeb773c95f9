/* global URL, fetch, AbortSignal */
// A product's former url key answers 301 (issue 22, ADR 0029): Next's permanentRedirect can
// only answer 308, so the shop server answers those addresses itself, before Next sees them.
// So does another language's url key of a product (ADR 0041): `/fr/{dutch key}` answers 301 to
// `/fr/{french key}`, the engine being asked in the prefix's language; and another language's
// path of a category (ADR 0042): `/fr/huishouden/wasmachines` answers 301 to
// `/fr/electromenager/lavage-sechage/lave-linge`, a listing's state after `/q/` kept.

import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The query the engine answers a candidate address with (known to its metrics by name). */
export const formerUrlQuery =
  'query FormerUrl($url: String!) { route(url: $url) { __typename type relative_url redirect_code } }';

/** Locales that carry a prefix (nl, the shop's own, has none: ADR 0002). */
const defaultPrefixes = ['fr', 'de', 'en'];
/** A url key as the shop writes them, optionally with the `.html` Magento puts after it. */
const urlKeyShape = /^[a-z0-9][a-z0-9_-]{0,199}(?:\.html)?$/i;
/** The segment that starts a listing's state in its path (`lib/catalog/listing-url.ts`). */
const listingMarker = 'q';
/** The deepest category path asked about (the demo tree has four levels). */
const maxSegments = 6;

/**
 * @typedef {{ type: string | null, relative_url: string | null, redirect_code: number }} RouteAnswer
 * @typedef {{ target: string | null, expires: number }} Entry
 */

/**
 * Finds the new address of a product's former url key without asking the engine on every page
 * request: only a one-segment address shaped like a url key that is none of the shop's own
 * routes is a candidate, and a bounded cache remembers what the engine said about addresses it
 * knows (a former key and its target, or "shows something itself": a product, a category or a
 * page). An address the engine does not know is never remembered, so nothing a client invents
 * takes room; its page asks the engine anyway to answer 404. Entries live `ttlMs` (as long as a
 * cached page) and `clear()` forgets them all when the catalogue changes.
 *
 * @param {{
 *   ask: (path: string, locale: string) => Promise<RouteAnswer | null | undefined>,
 *   ownRoutes?: Iterable<string>,
 *   prefixes?: readonly string[],
 *   maxEntries?: number,
 *   ttlMs?: number,
 *   now?: () => number,
 * }} options `ask` resolves to the engine's route answer, null for nothing there, undefined
 *   when the engine could not answer (the page then answers as it would have).
 */
export function createFormerUrlRedirects(options) {
  const { ask, prefixes = defaultPrefixes, maxEntries = 5000, ttlMs = 10_000 } = options;
  const now = options.now ?? Date.now;
  // A locale's own home (`/fr`) is not a url key either, nor is `/nl/…` (Dutch has no prefix).
  const ownRoutes = new Set(
    [...(options.ownRoutes ?? []), ...prefixes, 'nl'].map((name) => name.toLowerCase()),
  );
  /** @type {Map<string, Entry>} insertion order is use order: the first entry is the oldest. */
  const entries = new Map();

  /** @returns {{ prefix: string, key: string, rest: string, search: string } | null} */
  function candidate(method, url) {
    if (method !== 'GET' && method !== 'HEAD') return null;
    const queryStart = url.indexOf('?');
    const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
    let segments = pathname.split('/').slice(1);
    const prefix = segments.length >= 2 && prefixes.includes(segments[0]) ? segments[0] : '';
    if (prefix) segments = segments.slice(1);
    // A category's listing state follows its path; only the path is asked about.
    const marker = segments.indexOf(listingMarker);
    const base = marker === -1 ? segments : segments.slice(0, marker);
    const rest = marker === -1 ? '' : `/${segments.slice(marker).join('/')}`;
    if (base.length === 0 || base.length > maxSegments) return null;
    if (!base.every((segment) => urlKeyShape.test(segment))) return null;
    if (ownRoutes.has(base[0].toLowerCase())) return null;
    return {
      prefix,
      key: base.join('/').toLowerCase(),
      rest,
      search: queryStart === -1 ? '' : url.slice(queryStart),
    };
  }

  function remembered(key) {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    if (entry.expires <= now()) return undefined;
    entries.set(key, entry);
    return entry;
  }

  function remember(key, target) {
    entries.delete(key);
    entries.set(key, { target, expires: now() + ttlMs });
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value);
  }

  return {
    /**
     * The address to send a GET or HEAD of a former url key to (locale prefix and query kept),
     * or null to let the page answer.
     * @param {string | undefined} method
     * @param {string | undefined} url
     * @returns {Promise<string | null>}
     */
    async redirectFor(method, url) {
      const asked = typeof url === 'string' ? candidate(method, url) : null;
      if (!asked) return null;
      // The same key may answer differently per language (a url key per language).
      const locale = asked.prefix || 'nl';
      const cacheKey = `${locale}/${asked.key}`;
      let entry = remembered(cacheKey);
      if (!entry) {
        const answer = await ask(asked.key, locale);
        if (!answer) return null;
        remember(cacheKey, formerKeyTarget(asked.key, answer));
        entry = entries.get(cacheKey);
      }
      if (!entry?.target) return null;
      return `${asked.prefix ? `/${asked.prefix}` : ''}${entry.target}${asked.rest}${asked.search}`;
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * The product's current address when `key` is one of its former url keys or another language's
 * key, or the category's address in the asked language when `key` is another language's path
 * of it; null when the address shows something itself or is another spelling of its own address
 * (`.html`, upper case), which the page redirects as before (ADR 0003).
 * @param {string} key lower case
 * @param {RouteAnswer} answer
 */
export function formerKeyTarget(key, answer) {
  if (answer.type !== 'PRODUCT' && answer.type !== 'CATEGORY') return null;
  if (!answer.redirect_code || !answer.relative_url) return null;
  const bare = (value) =>
    value
      .replace(/^\/+/, '')
      .replace(/\.html$/, '')
      .toLowerCase();
  return bare(answer.relative_url) === bare(key) ? null : answer.relative_url;
}

/**
 * The first path segments the app's own routes take (`cart`, `checkout`, `winkels`, …): never a
 * product's address, so never worth asking the engine about.
 * @param {string} appDir the storefront's folder
 */
export function ownRouteNames(appDir) {
  const names = [];
  for (const folder of ['app', 'app/[locale]', 'app/[locale]/(site)']) {
    let entries = [];
    try {
      entries = readdirSync(path.join(appDir, folder), { withFileTypes: true });
    } catch {
      // A deployment without the sources asks the engine about those paths too: slower, not wrong.
    }
    for (const entry of entries) {
      if (entry.isDirectory() && !/^[[(]/.test(entry.name)) names.push(entry.name);
    }
  }
  return names;
}

/**
 * Asks the engine for a route: the one in this process (once it has started), or the one at
 * COMMERCE_GRAPHQL_URL. Resolves undefined when it cannot answer now.
 * @param {{ remote: string | null, engine: () => Promise<{ execute: Function } | null> }} where
 * @returns {(path: string, locale: string) => Promise<RouteAnswer | null | undefined>}
 */
export function engineRouteAsker({ remote, engine }) {
  return async (urlPath, locale) => {
    try {
      let result;
      if (remote) {
        const response = await fetch(new URL(remote), {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-locale': locale },
          body: JSON.stringify({ query: formerUrlQuery, variables: { url: urlPath } }),
          signal: AbortSignal.timeout(2000),
        });
        if (!response.ok) return undefined;
        result = await response.json();
      } else {
        const started = await engine();
        if (!started) return undefined;
        result = await started.execute(formerUrlQuery, { url: urlPath }, { 'x-locale': locale });
      }
      if (result?.errors?.length || !result?.data) return undefined;
      return result.data.route ?? null;
    } catch {
      return undefined;
    }
  };
}
