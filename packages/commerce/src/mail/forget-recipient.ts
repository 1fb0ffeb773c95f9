import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import type { ForgetOptions, FormerAddress, MailMessage } from './mail-port.ts';
import { mailOutbox } from './schema.ts';

/**
 * Mails that go to someone else but carry the shopper's own address in their data: the contact
 * form's message to the shop (`email`, with the shopper's name, phone and words) and the notice
 * to an account's old address that it moved (`newEmail`). Nothing else names a second address.
 */
const templatesNamingAnAddress = {
  'contact-message': 'email',
  'email-changed': 'newEmail',
} as const satisfies Partial<Record<MailMessage['template'], string>>;

/**
 * Deletes, in the caller's transaction, the mails that are not about an order and either go to
 * the address or name it as the shopper's (GDPR erasure, ADR 0033), sent or not: an unsent reset
 * or confirmation link then never goes out, and the contact form's copy to the shop goes with
 * the message itself. An order's mails stay with the kept order as its correspondence. Answers
 * how many went.
 */
export async function forgetRecipient(
  tx: Database,
  email: string,
  options: ForgetOptions = {},
): Promise<number> {
  const address = email.trim().toLowerCase();
  const toAddress = sql`lower(${mailOutbox.recipient}) = ${address}`;
  const naming = Object.entries(templatesNamingAnAddress).map(
    ([template, field]) =>
      sql`(${mailOutbox.template} = ${template} and lower(${mailOutbox.data}->>${field}) = ${address})`,
  );
  const which = options.onlyTemplates
    ? and(toAddress, inArray(mailOutbox.template, [...options.onlyTemplates]))
    : or(toAddress, ...naming);
  const upTo =
    options.upToMailId === undefined ? undefined : lte(mailOutbox.id, options.upToMailId);
  const gone = await tx
    .delete(mailOutbox)
    .where(and(isNull(sql`${mailOutbox.data}->>'orderNumber'`), which, upTo))
    .returning({ id: mailOutbox.id });
  return gone.length;
}

/** Moves followed back from one address: more than any account makes. */
const maxMovesFollowed = 50;

/**
 * The addresses an account had before `email`, newest first, found through the notices mailed
 * to an old address when the account moved on (`email-changed`, naming the new one): the outbox
 * is the only place that remembers them. Followed back move by move (A → B → C).
 */
export async function formerAddresses(tx: Database, email: string): Promise<FormerAddress[]> {
  const found: FormerAddress[] = [];
  const seen = new Set([email.trim().toLowerCase()]);
  let current = [...seen][0]!;
  while (found.length < maxMovesFollowed) {
    const [notice] = await tx
      .select({ id: mailOutbox.id, recipient: mailOutbox.recipient })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.template, 'email-changed'),
          sql`lower(${mailOutbox.data}->>'newEmail') = ${current}`,
        ),
      )
      .orderBy(sql`${mailOutbox.id} desc`)
      .limit(1);
    const before = notice?.recipient.trim().toLowerCase();
    if (!notice || !before || seen.has(before)) break;
    seen.add(before);
    found.push({ email: before, noticeMailId: notice.id });
    current = before;
  }
  return found;
}
