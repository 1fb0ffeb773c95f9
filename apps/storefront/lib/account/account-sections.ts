/** The account area's pages (spec §2 routes and screens), in the navigation's order. */
export const accountSections = [
  { path: '/customer/account/edit', label: 'navAccount' },
  { path: '/customer/account/orders', label: 'navOrders' },
  { path: '/customer/account/address', label: 'navAddressBook' },
  { path: '/customer/account/wishlist', label: 'navWishlist' },
  { path: '/customer/account/communications', label: 'navCommunications' },
] as const;

/** Where /customer and /customer/account land (spec §2: My account). */
export const accountHomePath = '/customer/account/edit';
