/** spec §3 "Layout data" and "Menu item": what every page's header and footer are built from. */

export interface MenuLink {
  link: string;
  rel: string | null;
  target: string | null;
}

export interface MenuItem {
  id: string;
  name: string;
  link: MenuLink;
  children: MenuItem[];
  thumbnail: string | null;
  highlight: boolean;
  bold: boolean;
  /** Menu banner, 553x273 (spec §9). */
  banner: string | null;
  bannerLink: string | null;
  identifier: string;
  depth: number;
  position: number;
}

export interface FooterItem {
  id: string;
  title: string;
  url_path: string | null;
  children: FooterItem[];
}

export interface Usp {
  id: string;
  icon: string | null;
  text: string;
  link: string | null;
}

export interface ServiceNavItem {
  id: string;
  label: string;
  url_path: string;
}

/** What staff edit of the general information: the brand and when customer service answers. */
export interface GeneralInformationContent {
  storeName: string;
  /** Opening hours as shown to people, e.g. 'Monday to Friday 08:30 to 17:00'. */
  openingHours: string;
  /** `HH:MM`, Europe/Amsterdam. */
  openingHour: string;
  closingHour: string;
  /** Weekday numbers, 0 = Sunday. */
  openingDays: number[];
  timezone: string;
}

/**
 * The general information pages show: the edited content, and the seller's address, contact,
 * KvK, VAT number and IBAN from the shop's legal data (ADR 0035), never from content.
 */
export interface GeneralInformation extends GeneralInformationContent {
  address: { street: string; postcode: string; city: string; country: string };
  phoneNumber: string;
  email: string;
  taxId: string;
  chamberOfCommerce: string;
  /** The registered name (Stroomhuis B.V.); `storeName` is the brand. */
  legalName: string;
  iban: string | null;
}

export interface FooterLogo {
  id: string;
  label: string;
  image: string;
  url: string | null;
}

export interface SocialLink {
  id: 'facebook' | 'instagram' | 'youtube' | 'linkedin';
  label: string;
  url: string;
}

export interface FooterExtras {
  paymentLogos: FooterLogo[];
  certificates: FooterLogo[];
  socialLinks: SocialLink[];
  serviceLinks: ServiceNavItem[];
}

export interface ReviewRating {
  /** Out of 10 (spec §9 output scale). */
  rating: number;
  count: number;
}

export interface LayoutData {
  generalInformation: GeneralInformation;
  menuItems: MenuItem[];
  footerItems: FooterItem[];
  usps: { general: Usp[]; account: Usp[] };
  serviceNavItems: ServiceNavItem[];
  footer: FooterExtras;
  minimalHeader: boolean;
  minimalFooter: boolean;
  reviewRating: ReviewRating;
}

/** Menu banners keyed by category url_path (stored as a layout block). */
export type MenuBanners = Record<string, { image: string; link: string; alt?: string }>;
