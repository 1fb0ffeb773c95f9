/** spec §2, §4: how the header reaches sign in, and the account menu's pages. */
export const accountConfig = {
  /**
   * spec §2 'login-page setting': when on, the header's sign-in and create-account buttons go to
   * /customer/account/login and /customer/account/create; when off they open the auth drawer.
   * The pages work either way (account pages send guests to the login page).
   */
  loginPage: process.env.NEXT_PUBLIC_LOGIN_PAGE === '1',
  loginPath: '/customer/account/login',
  createPath: '/customer/account/create',
  forgotPasswordPath: '/customer/account/forgotpassword',
  /** Where signing in on the login page goes when no (safe) redirect is asked for. */
  afterSignInPath: '/customer/account/edit',
  /** spec §6 the account menu, in its order. */
  menu: [
    { key: 'myAccount', href: '/customer/account/edit' },
    { key: 'orders', href: '/customer/account/orders' },
    { key: 'addressBook', href: '/customer/account/address' },
    { key: 'wishlist', href: '/customer/account/wishlist' },
    { key: 'communications', href: '/customer/account/communications' },
  ],
} as const;

export type AccountMenuKey = (typeof accountConfig.menu)[number]['key'];
