import { filterSelectionEvent, menuPathSeparator, menuSelectionEvent } from './site-events';
import { track } from './track';

/**
 * The menu or filter selection event of a clicked link, from the data attributes
 * lib/analytics/selection-attributes.ts put on it (spec §3).
 */
export function trackSelection(link: HTMLElement): boolean {
  const data = link.dataset;
  if (data.trackMenu !== undefined) {
    const menu = link.closest('[data-mega-menu]') ? 'mega_menu' : 'mobile_menu';
    const path = data.trackMenu.split(menuPathSeparator);
    return track(menuSelectionEvent(menu, path, link.getAttribute('href') ?? ''));
  }
  if (data.trackFilter !== undefined)
    return track(
      filterSelectionEvent(data.trackFilter, data.filterValue ?? '', data.filterActive !== 'true'),
    );
  return false;
}
