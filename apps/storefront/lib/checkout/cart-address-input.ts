import type { CartAddressInput } from '@/lib/commerce/generated/graphql';
import type { CheckoutAddress } from './address-schema';
import type { CheckoutDetails } from './checkout-schemas';
import { normalisePostcode } from './countries';

/**
 * A checked address in Magento's CartAddressInput shape: street lines are street, house number
 * and addition (spec §3); company, VAT number and reference only for business customers.
 */
export function cartAddressInput(
  address: CheckoutAddress,
  details: Pick<CheckoutDetails, 'customerType' | 'company' | 'vatNumber' | 'reference'>,
): CartAddressInput {
  const business = details.customerType === 'business';
  return {
    prefix: address.salutation,
    firstname: address.firstname,
    middlename: address.middlename || null,
    lastname: address.lastname,
    company: business ? details.company : null,
    street: [address.street, address.houseNumber, address.addition].filter(Boolean),
    city: address.city,
    postcode: normalisePostcode(address.postcode, address.country),
    country_code: address.country,
    telephone: address.telephone,
    vat_id: business ? details.vatNumber.toUpperCase() : null,
    reference: business ? details.reference || null : null,
    customer_type: business ? 'BUSINESS' : 'PERSONAL',
    save_in_address_book: false,
  };
}
