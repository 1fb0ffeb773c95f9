/** spec §3 User as GET /api/user answers it; `token` is always null (the cookie is httpOnly). */
export interface UserState {
  isLoggedIn: boolean;
  firstname: string | null;
  email: string | null;
  wishlistSkus: string[];
  token: null;
}

/** spec §7 POST /api/user answer. */
export type UserActionReply =
  | { status: 'success'; message?: string; redirect: string | null }
  | {
      status: 'error';
      /** A code for programs (INVALID_INPUT, SIGN_IN_REFUSED, UNAVAILABLE, ...). */
      error: string;
      /** The text for the shopper, in the page's language. */
      message: string;
      fieldErrors?: Record<string, string>;
    };
