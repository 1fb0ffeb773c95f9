import type { CartAddressInput, ShippingAddressInput } from '@/lib/commerce/generated/graphql';
import type { CheckoutAddress } from './address-schema';
import type { AddressBookChoice, CheckoutDetails } from './checkout-schemas';
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

/**
 * The address a cart gets: for a signed-in customer one from the address book by its id
 * (customer_address_id), or a new one that is added to the book (and made the default) when
 * they ask; a guest's address as typed, never saved.
 */
export function cartAddressChoice(
  address: CheckoutAddress,
  details: Pick<CheckoutDetails, 'customerType' | 'company' | 'vatNumber' | 'reference'>,
  book: AddressBookChoice,
  token: string | null,
): Pick<ShippingAddressInput, 'address' | 'customer_address_id'> {
  if (token && book?.addressId) return { customer_address_id: book.addressId };
  const save = Boolean(token && book?.save);
  return {
    address: {
      ...cartAddressInput(address, details),
      save_in_address_book: save,
      ...(save && book?.makeDefault ? { make_default: true } : {}),
    },
  };
}
