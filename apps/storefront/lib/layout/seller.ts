import type { GeneralInformation } from '@/lib/commerce/types';

/** The seller as the footer, the contact page and the structured data show it. */
export interface SellerDetails {
  /** The registered name; the brand when the engine sent none (the fallback layout). */
  name: string;
  street: string;
  postcodeAndCity: string;
  country: string;
  phone: string;
  email: string;
  kvk: string;
  vatId: string;
  iban: string | null;
}

/**
 * The seller's data from the layout data, which the engine fills from the same legal data its
 * invoices print (engine ADR 0035): every page shows that one set, never numbers of its own.
 */
export function sellerDetails(info: GeneralInformation): SellerDetails {
  return {
    name: info.legalName || info.storeName,
    street: info.address.street,
    postcodeAndCity: [info.address.postcode, info.address.city].filter(Boolean).join(' '),
    country: info.address.country,
    phone: info.phoneNumber,
    email: info.email,
    kvk: info.chamberOfCommerce,
    vatId: info.taxId,
    iban: info.iban,
  };
}
