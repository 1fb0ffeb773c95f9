import type { DatabaseHandle } from '../db/connection.ts';
import type { SubscriptionStatusesEnum } from '../graphql/generated/resolver-types.ts';

export type SubscriptionStatus = SubscriptionStatusesEnum;

/** What other modules ask of the newsletter (double opt-in, spec §4 states). */
export interface NewsletterService {
  /**
   * Asks for the newsletter for the address and mails the confirmation link, unless the address
   * belongs to an account that is not confirmed yet (`pendingAccount`): then the request waits as
   * UNCONFIRMED until `accountConfirmed`.
   */
  subscribe(
    email: string,
    locale: string,
    options?: { pendingAccount?: boolean },
  ): Promise<SubscriptionStatus>;
  unsubscribe(email: string): Promise<SubscriptionStatus>;
  /** The address's state; null when it never asked. */
  status(email: string): Promise<SubscriptionStatus | null>;
  /** The account of the address was confirmed: an UNCONFIRMED request gets its mail now. */
  accountConfirmed(email: string, locale: string): Promise<void>;
}

/** Placeholder until the newsletter's tables exist: nobody is subscribed, nothing is mailed. */
export function createNewsletterService(_database: DatabaseHandle): NewsletterService {
  return {
    subscribe: async () => 'NOT_ACTIVE',
    unsubscribe: async () => 'UNSUBSCRIBED',
    status: async () => null,
    accountConfirmed: async () => {},
  };
}
