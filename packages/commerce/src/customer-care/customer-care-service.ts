import type { Database } from '../db/connection.ts';
import type { CustomerCareDependencies } from './customer-care-dependencies.ts';
import { customerExport } from './customer-export.ts';

/** What an erasure did, as the audit log and the answer say it: counts and numbers, no data. */
export interface ErasureReport {
  customerId: number;
  erasedAt: string;
  ordersDetached: string[];
  cartsEmptied: number;
  wishlistItemsDeleted: number;
  newsletterForgotten: boolean;
  reservationsErased: number;
  contactMessagesDeleted: number;
  mailsDeleted: number;
  /** Addresses the account had before, found in the outbox and forgotten as well. */
  formerAddressesForgotten: number;
}

export type ErasureOutcome =
  | { kind: 'unknown' }
  | { kind: 'email-mismatch' }
  | { kind: 'already-erased'; erasedAt: Date }
  | { kind: 'erased'; report: ErasureReport };

/**
 * Customer care for staff (ADR 0033): finding a customer, their page, the GDPR export and
 * erasure. Owns no tables: every part is asked of the module that holds it, and the erasure runs
 * every module's part in one transaction, so it happens whole or not at all.
 */
export class CustomerCareService {
  constructor(private readonly deps: CustomerCareDependencies) {}

  search(options: { search: string | null; first: number; after: number | null }) {
    return this.deps.customers.search(options);
  }

  /** The account, its addresses, newsletter state and orders; null when unknown. */
  async customer(customerId: number) {
    const { customers, newsletter, orders } = this.deps;
    const account = await customers.customer(customerId);
    if (!account) return null;
    const [addresses, subscription, placed] = await Promise.all([
      customers.addresses(customerId),
      account.erasedAt ? null : newsletter.status(account.email),
      orders.ofCustomerForStaff(customerId),
    ]);
    return { account, addresses, newsletter: subscription, orders: placed };
  }

  /** Everything the shop holds on the customer as one JSON document; null when unknown. */
  exportOf(customerId: number) {
    return customerExport(this.deps, customerId);
  }

  /**
   * Erases the customer in one transaction (ADR 0033): the account emptied, sessions gone,
   * addresses, wishlist, carts, newsletter row, contact messages and non-order mails (to the
   * customer, or naming them, as the contact form's mail to the shop does) deleted,
   * reservations' personal data erased; orders kept and detached. `audit` writes the log entry
   * in the same transaction. A second erasure answers `already-erased` and changes nothing.
   */
  async erase(
    customerId: number,
    confirmEmail: string,
    audit: (tx: Database, report: ErasureReport) => Promise<void>,
  ): Promise<ErasureOutcome> {
    const { database, customers, orders, cart, wishlist, mail } = this.deps;
    return database.db.transaction(async (tx) => {
      const account = await customers.erase(tx, customerId, confirmEmail);
      if (account.kind !== 'erased') return account;
      const { email, pendingEmail } = account;
      // Read before the mails go: the notices of earlier moves are the only trace of them.
      const former = await mail.formerAddresses(tx, email);
      const report: ErasureReport = {
        customerId,
        erasedAt: account.erasedAt.toISOString(),
        ordersDetached: await orders.detachCustomer(tx, customerId),
        cartsEmptied: await cart.eraseOfCustomer(tx, customerId),
        wishlistItemsDeleted: await wishlist.eraseOfCustomer(tx, customerId),
        newsletterForgotten: false,
        reservationsErased: 0,
        contactMessagesDeleted: 0,
        mailsDeleted: 0,
        formerAddressesForgotten: 0,
      };
      await this.forgetAddress(tx, report, email);
      for (const old of former) {
        // A former address another account has taken since is that account's: only the mails
        // sent to it while it was this customer's go.
        if (await customers.forgetFormerAddress(tx, old.email)) {
          await this.forgetAddress(tx, report, old.email);
          report.formerAddressesForgotten += 1;
        } else {
          report.mailsDeleted += await mail.forgetRecipient(tx, old.email, {
            upToMailId: old.noticeMailId,
          });
        }
      }
      // Only the link mailed for the change: the new address may have an account of its own
      // (it then got an 'account-exists' mail, which is that holder's).
      if (pendingEmail) {
        report.mailsDeleted += await mail.forgetRecipient(tx, pendingEmail, {
          onlyTemplates: ['email-change-confirmation'],
        });
      }
      await audit(tx, report);
      return { kind: 'erased' as const, report };
    });
  }

  /** What the modules keep under one of the customer's addresses, in the erasure's transaction. */
  private async forgetAddress(tx: Database, report: ErasureReport, email: string) {
    const { cart, newsletter, reservations, contact, mail } = this.deps;
    report.cartsEmptied += await cart.eraseGuestCartsOf(tx, email);
    report.newsletterForgotten = (await newsletter.erase(tx, email)) || report.newsletterForgotten;
    report.reservationsErased += await reservations.eraseOf(tx, report.customerId, email);
    report.contactMessagesDeleted += await contact.erase(tx, email);
    report.mailsDeleted += await mail.forgetRecipient(tx, email);
  }
}
