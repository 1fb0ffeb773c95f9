import { shopConstants } from '../../config/constants.ts';
import { priceText } from '../../content/price-text.ts';
import { inEveryLocale } from './translate.ts';
import { LAYOUT_BLOCK_IDS } from '../../content/content-service.ts';
import type {
  FooterExtras,
  FooterItem,
  GeneralInformationContent,
  MenuBanners,
  ServiceNavItem,
  Usp,
} from '../../content/layout-types.ts';

// The address, contact, KvK and VAT number come from the shop's legal data (ADR 0035).
const generalInformation: GeneralInformationContent = {
  storeName: shopConstants.store.name,
  // spec §9 Service: support Monday to Friday 08:30 to 17:00.
  openingHours: 'ma t/m vr 08:30 - 17:00',
  openingHour: '08:30',
  closingHour: '17:00',
  openingDays: [1, 2, 3, 4, 5],
  timezone: shopConstants.store.timezone,
};

const link = (id: string, title: string, urlPath: string): FooterItem => ({
  id,
  title,
  url_path: urlPath,
  children: [],
});

const footerItems: FooterItem[] = [
  {
    id: 'service',
    title: 'Klantenservice',
    url_path: '/contact',
    children: [
      link('contact', 'Contact', '/contact'),
      link('delivery', 'Bezorgen en afhalen', '/service/bezorgen'),
      link('returns', 'Retourneren', '/service/retourneren'),
      link('installments', 'Gespreid betalen', '/service/gespreid-betalen'),
      link('tracking', 'Bestelling volgen', '/shipping/tracking'),
    ],
  },
  {
    id: 'shop',
    title: 'Winkelen',
    url_path: null,
    children: [
      link('brands', 'Merken', '/merken'),
      link('compare', 'Vergelijken', '/compare'),
      link('stores', 'Winkels', '/winkels'),
      link('sitemap', 'Sitemap', '/sitemap'),
    ],
  },
  {
    id: 'account',
    title: 'Mijn account',
    url_path: '/customer/account/edit',
    children: [
      link('orders', 'Mijn bestellingen', '/customer/account/orders'),
      link('wishlist', 'Favorieten', '/customer/account/wishlist'),
      link('address', 'Adresboek', '/customer/account/address'),
      link('create', 'Account aanmaken', '/customer/account/create'),
    ],
  },
  {
    id: 'about',
    title: 'Over Stroomhuis',
    url_path: null,
    children: [
      link('about-us', 'Over ons', '/over-ons'),
      link('jobs', 'Werken bij', '/werken-bij'),
      link('terms', 'Algemene voorwaarden', '/service/algemene-voorwaarden'),
      link('privacy', 'Privacybeleid', '/privacybeleid'),
    ],
  },
  // spec §9 footer list count is 4: this fifth list is stored but not shown.
  {
    id: 'extra',
    title: 'Zakelijk',
    url_path: '/zakelijk',
    children: [link('b2b', 'Zakelijk bestellen', '/zakelijk')],
  },
];

const usps: { general: Usp[]; account: Usp[] } = {
  general: [
    {
      id: 'delivery',
      icon: 'truck',
      text: `Gratis bezorging vanaf ${priceText(shopConstants.freeShippingFromCents)}`,
      link: '/service/bezorgen',
    },
    {
      id: 'tracking',
      icon: 'clock',
      text: 'Voor 23:59 besteld, dezelfde avond track & trace',
      link: null,
    },
    {
      id: 'installments',
      icon: 'card',
      text: 'Gespreid betalen, 0% rente',
      link: '/service/gespreid-betalen',
    },
    { id: 'stores', icon: 'store', text: '12 winkels in Nederland', link: '/winkels' },
  ],
  account: [
    { id: 'orders', icon: 'box', text: 'Je bestellingen altijd in beeld', link: null },
    { id: 'wishlist', icon: 'heart', text: 'Bewaar je favorieten', link: null },
    { id: 'fast', icon: 'bolt', text: 'Sneller afrekenen', link: null },
  ],
};

const serviceNavItems: ServiceNavItem[] = [
  { id: 'stores', label: 'Winkels', url_path: '/winkels' },
  { id: 'service', label: 'Klantenservice', url_path: '/contact' },
  { id: 'brands', label: 'Merken', url_path: '/merken' },
  { id: 'installments', label: 'Gespreid betalen', url_path: '/service/gespreid-betalen' },
];

const logo = (id: string, label: string, folder: string, url: string | null = null) => ({
  id,
  label,
  image: `/media/wysiwyg/logos/${folder}/${id}.svg`,
  url,
});

const footer: FooterExtras = {
  // spec §2: ideal, in3, rivertyafterpay, mastercard, visa, bancontact.
  paymentLogos: [
    logo('ideal', 'iDEAL', 'payment'),
    logo('in3', 'in3', 'payment'),
    logo('rivertyafterpay', 'Riverty AfterPay', 'payment'),
    logo('mastercard', 'Mastercard', 'payment'),
    logo('visa', 'Visa', 'payment'),
    logo('bancontact', 'Bancontact', 'payment'),
  ],
  certificates: [
    logo('thuiswinkel', 'Thuiswinkel Waarborg', 'certificates', 'https://www.thuiswinkel.org/'),
    logo('techniek', 'Erkend Installateur', 'certificates', 'https://www.technieknederland.nl/'),
  ],
  socialLinks: [
    { id: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/stroomhuis' },
    { id: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/stroomhuis' },
    { id: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@stroomhuis' },
    { id: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/stroomhuis' },
  ],
  serviceLinks: [
    { id: 'terms', label: 'Algemene voorwaarden', url_path: '/service/algemene-voorwaarden' },
    { id: 'privacy', label: 'Privacybeleid', url_path: '/privacybeleid' },
    { id: 'sitemap', label: 'Sitemap', url_path: '/sitemap' },
  ],
};

/**
 * The layout blocks the seed writes, texts in every language; menu banners are keyed by the top
 * categories' url paths.
 */
export function layoutSeedBlocks(topCategoryPaths: string[]): Record<string, unknown> {
  const menuBanners: MenuBanners = Object.fromEntries(
    topCategoryPaths.map((urlPath, index) => [
      urlPath,
      {
        image: `/media/wysiwyg/menu/menu-banner-${(index % 4) + 1}.svg`,
        link: `/${urlPath}`,
        alt: '',
      },
    ]),
  );
  return {
    [LAYOUT_BLOCK_IDS.generalInformation]: inEveryLocale(generalInformation),
    [LAYOUT_BLOCK_IDS.footerItems]: inEveryLocale(footerItems),
    [LAYOUT_BLOCK_IDS.usps]: inEveryLocale(usps),
    [LAYOUT_BLOCK_IDS.serviceNav]: inEveryLocale(serviceNavItems),
    [LAYOUT_BLOCK_IDS.footer]: inEveryLocale(footer),
    [LAYOUT_BLOCK_IDS.menuBanners]: inEveryLocale(menuBanners),
    [LAYOUT_BLOCK_IDS.flags]: { minimalHeader: false, minimalFooter: false },
  };
}
