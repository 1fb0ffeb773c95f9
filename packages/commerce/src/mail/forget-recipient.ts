import { and, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import type { ForgetOptions, MailMessage } from './mail-port.ts';
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
  const gone = await tx
    .delete(mailOutbox)
    .where(and(isNull(sql`${mailOutbox.data}->>'orderNumber'`), which))
    .returning({ id: mailOutbox.id });
  return gone.length;
}
