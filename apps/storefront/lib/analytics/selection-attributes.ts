import { menuPathSeparator } from './site-events';

/**
 * spec §3 menu and filter selection: links carry what their event needs as data attributes, so
 * the menus and the filter panel stay server-rendered and one document listener
 * (components/consent/consent-gate.tsx) reports the click.
 */
export const menuLinkAttributes = (path: readonly string[]) => ({
  'data-track-menu': path.join(menuPathSeparator),
});

export const filterLinkAttributes = (group: string, value: string, active: boolean) => ({
  'data-track-filter': group,
  'data-filter-value': value,
  // The click selects an option that is not active, and clears one that is.
  'data-filter-active': active ? 'true' : undefined,
});
