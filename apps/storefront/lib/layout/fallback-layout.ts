import type { LayoutData } from '@/lib/commerce/types';

/** Used when the engine answered but layout data failed: the page still renders, unadorned. */
export const fallbackLayout: LayoutData = {
  generalInformation: {
    storeName: 'Stroomhuis',
    address: { street: '', postcode: '', city: '', country: 'NL' },
    phoneNumber: '',
    email: '',
    openingHours: '',
    openingHour: '08:30',
    closingHour: '17:00',
    openingDays: [1, 2, 3, 4, 5],
    timezone: 'Europe/Amsterdam',
    taxId: '',
    chamberOfCommerce: '',
    legalName: '',
    iban: null,
  },
  menuItems: [],
  footerItems: [],
  usps: { general: [], account: [] },
  serviceNavItems: [],
  footer: { paymentLogos: [], certificates: [], socialLinks: [], serviceLinks: [] },
  minimalHeader: false,
  minimalFooter: true,
  reviewRating: { rating: 0, count: 0 },
};
