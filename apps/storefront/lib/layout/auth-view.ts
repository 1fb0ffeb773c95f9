/** spec §2 auth drawer views, with their titles in the Auth namespace. */
export const authViews = ['SIGN_IN', 'CREATE_ACCOUNT', 'FORGOT_PASSWORD', 'MY_ACCOUNT'] as const;
export type AuthView = (typeof authViews)[number];

const modalPrefix = 'auth:';

/** spec §2: MY_ACCOUNT when signed in, SIGN_IN otherwise. */
export const defaultAuthView = (isLoggedIn: boolean): AuthView =>
  isLoggedIn ? 'MY_ACCOUNT' : 'SIGN_IN';

/**
 * The drawer is the UI state's one modal (spec §4: opening it closes the sidebar); its id names
 * the view it opens on, or only the drawer for its default view.
 */
export const authModalId = (view?: AuthView) => `${modalPrefix}${view ?? ''}`;

export const isAuthModal = (modal: string | null): modal is string =>
  modal !== null && modal.startsWith(modalPrefix);

/** The view a modal id asks for; the default view when it names none (or an unknown one). */
export function requestedAuthView(modal: string | null, isLoggedIn: boolean): AuthView {
  const asked = isAuthModal(modal) ? modal.slice(modalPrefix.length) : '';
  const view = (authViews as readonly string[]).includes(asked) ? (asked as AuthView) : null;
  // A signed-in shopper has nothing to sign in to: the drawer shows the account menu.
  if (isLoggedIn && view !== 'MY_ACCOUNT') return 'MY_ACCOUNT';
  if (!isLoggedIn && view === 'MY_ACCOUNT') return 'SIGN_IN';
  return view ?? defaultAuthView(isLoggedIn);
}

/** Title keys (Auth namespace) of the views. */
export const authViewTitle: Record<
  AuthView,
  'signIn' | 'createAccount' | 'forgotPassword' | 'myAccount'
> = {
  SIGN_IN: 'signIn',
  CREATE_ACCOUNT: 'createAccount',
  FORGOT_PASSWORD: 'forgotPassword',
  MY_ACCOUNT: 'myAccount',
};
