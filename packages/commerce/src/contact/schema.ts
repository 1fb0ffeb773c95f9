import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Messages sent with the contact form, kept for the shop; also what the rate limit counts. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** The client's address as the shop's proxy reported it; null when unknown. */
    clientAddress: text('client_address'),
    locale: text('locale').notNull().default('nl'),
    prefix: text('prefix'),
    name: text('name').notNull(),
    telephone: text('telephone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_email_idx').on(t.email, t.createdAt),
    index('contact_messages_client_idx').on(t.clientAddress, t.createdAt),
  ],
);
