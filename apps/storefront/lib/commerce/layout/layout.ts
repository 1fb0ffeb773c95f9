import { cache } from 'react';
import { cachedRead } from '../cached';
import { cacheTags } from '../cache-tags';
import {
  LayoutDataDocument,
  type LayoutDataQuery,
  type MenuItemFieldsFragment,
} from '../generated/graphql';
import { commerceQuery } from '../transport';
import { fillContentPrices } from '@/lib/format/content-prices';
import type { FooterItem, LayoutData, MenuItem, SocialLink } from '../types';

type MenuItemAnswer = MenuItemFieldsFragment & { children?: MenuItemAnswer[] };

/** The document selects three levels; the deepest comes without `children`. */
function menuItems(items: MenuItemAnswer[] | undefined): MenuItem[] {
  return (items ?? []).map((item) => ({ ...item, children: menuItems(item.children) }));
}

/** The footer's link sections and their links; the document selects two levels. */
function footerItems(items: LayoutDataQuery['layoutData']['footerItems']): FooterItem[] {
  return items.map((item) => ({
    ...item,
    children: item.children.map((child) => ({ ...child, children: [] })),
  }));
}

const socialNetworks: readonly SocialLink['id'][] = [
  'facebook',
  'instagram',
  'youtube',
  'linkedin',
];
const isSocialNetwork = (id: string): id is SocialLink['id'] =>
  (socialNetworks as readonly string[]).includes(id);

/** spec §2 footer: social links of the networks the footer has icons for. */
function socialLinks(links: LayoutDataQuery['layoutData']['footer']['socialLinks']): SocialLink[] {
  return links.flatMap(({ id, label, url }) => (isSocialNetwork(id) ? [{ id, label, url }] : []));
}

/**
 * Header and footer data (menu from the category tree, footer, usps, opening hours, review
 * rating). Null when the engine answered with an error; throws EngineUnavailableError when it
 * could not be reached. Asked once per page request (React's cache): both layouts need it, and
 * after a catalogue or content change both would miss the data cache and ask the engine.
 */
export const getLayoutData = cache(function getLayoutData(
  locale: string,
): Promise<LayoutData | null> {
  return cachedRead(
    'layout',
    { locale, tags: [cacheTags.layout, cacheTags.catalog, cacheTags.content] },
    async () => {
      const result = await commerceQuery(LayoutDataDocument, {}, { locale });
      if (!result.ok) return result;
      const layout = result.data.layoutData;
      const usps = (list: typeof layout.usps.general) =>
        list.map((usp) => ({ ...usp, text: fillContentPrices(usp.text, locale) }));
      return {
        ok: true,
        data: {
          ...layout,
          usps: { general: usps(layout.usps.general), account: usps(layout.usps.account) },
          menuItems: menuItems(layout.menuItems),
          footerItems: footerItems(layout.footerItems),
          footer: { ...layout.footer, socialLinks: socialLinks(layout.footer.socialLinks) },
        },
      };
    },
  );
});
