import { and, count, eq, gt } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import type { Database, DatabaseHandle } from '../db/connection.ts';
import { shopConstants } from '../config/constants.ts';
import { shopLegal } from '../config/shop-legal.ts';
import { badInput } from '../graphql/bad-input.ts';
import type { MailOutbox } from '../mail/mail-port.ts';
import { mailLocale } from '../mail/templates/render-mail.ts';
import { contactMessages } from './schema.ts';

export interface ContactInput {
  name: string;
  email: string;
  telephone?: string | null;
  comment: string;
  prefix?: string | null;
  subject?: string | null;
  website?: string | null;
}

export interface ContactDependencies {
  database: DatabaseHandle;
  mail: MailOutbox;
  now: () => Date;
}

/** Field bounds; the storefront's form checks the same ones. */
export const contactBounds = {
  name: 200,
  email: 254,
  telephone: 40,
  prefix: 20,
  subject: 200,
  message: shopConstants.contact.maxMessageChars,
} as const;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Where contact messages go: the customer-service address of the shop's legal data. */
export function shopContactEmail(env = process.env): string {
  return shopLegal(env).email;
}

/** Messages per address and per client per hour: CONTACT_MAX_MESSAGES_PER_HOUR, else 5. */
export function contactLimit(env = process.env): number {
  const configured = Number(env.CONTACT_MAX_MESSAGES_PER_HOUR);
  return Number.isInteger(configured) && configured > 0
    ? configured
    : shopConstants.contact.maxMessagesPerWindow;
}

function tooMany(): GraphQLError {
  return new GraphQLError(
    'You have sent several messages in a short time. Please wait a while and try again, or call us.',
    { extensions: { code: 'TOO_MANY_REQUESTS' } },
  );
}

/** The contact form: mails the shop and confirms to the shopper, in one transaction. */
export class ContactService {
  private readonly db: Database;

  constructor(private readonly deps: ContactDependencies) {
    this.db = deps.database.db;
  }

  /**
   * Sends a message. A filled-in honeypot (`website`) answers like a success and sends nothing.
   * @throws GraphQLError BAD_USER_INPUT for a missing or too long field, TOO_MANY_REQUESTS past
   * the limit per address or per client.
   */
  async send(input: ContactInput, locale: string, clientAddress: string | null): Promise<void> {
    if (input.website && input.website.trim() !== '') return;
    const fields = checkedFields(input);
    const { windowMs } = shopConstants.contact;
    const maxMessagesPerWindow = contactLimit();
    const now = this.deps.now();
    const since = new Date(now.getTime() - windowMs);
    const language = mailLocale(locale);
    await this.db.transaction(async (tx) => {
      const recent = async (condition: ReturnType<typeof eq>) => {
        const [row] = await tx
          .select({ n: count() })
          .from(contactMessages)
          .where(and(condition, gt(contactMessages.createdAt, since)));
        return row?.n ?? 0;
      };
      if ((await recent(eq(contactMessages.email, fields.email))) >= maxMessagesPerWindow)
        throw tooMany();
      if (
        clientAddress !== null &&
        (await recent(eq(contactMessages.clientAddress, clientAddress))) >= maxMessagesPerWindow
      )
        throw tooMany();
      const [stored] = await tx
        .insert(contactMessages)
        .values({
          email: fields.email,
          clientAddress,
          locale: language,
          prefix: fields.prefix,
          name: fields.name,
          telephone: fields.telephone,
          subject: fields.subject,
          message: fields.message,
          createdAt: now,
        })
        .returning({ id: contactMessages.id });
      const data = {
        customerName: fields.name,
        email: fields.email,
        prefix: fields.prefix,
        telephone: fields.telephone,
        subject: fields.subject,
        message: fields.message,
        locale: language,
      };
      await this.deps.mail.enqueue(tx, {
        to: shopContactEmail(),
        locale: 'nl',
        dedupeKey: `contact-message:${stored!.id}`,
        message: { template: 'contact-message', data },
      });
      await this.deps.mail.enqueue(tx, {
        to: fields.email,
        locale: language,
        dedupeKey: `contact-received:${stored!.id}`,
        message: { template: 'contact-received', data },
      });
    });
  }

  /** Messages sent with the address (GDPR export, ADR 0033), oldest first. */
  async personalData(email: string, db: Database = this.db) {
    return db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, email.trim().toLowerCase()))
      .orderBy(contactMessages.id);
  }

  /**
   * Deletes the address's messages in the caller's transaction (GDPR erasure, ADR 0033): they
   * were answered by mail, and the shop keeps no other use for them.
   */
  async erase(tx: Database, email: string): Promise<number> {
    const gone = await tx
      .delete(contactMessages)
      .where(eq(contactMessages.email, email.trim().toLowerCase()))
      .returning({ id: contactMessages.id });
    return gone.length;
  }
}

function checkedFields(input: ContactInput) {
  const text = (value: string | null | undefined, field: keyof typeof contactBounds) => {
    const trimmed = (value ?? '').trim();
    if (trimmed.length > contactBounds[field]) {
      throw new GraphQLError(`The ${field} may be at most ${contactBounds[field]} characters.`, {
        extensions: { code: 'BAD_USER_INPUT', field },
      });
    }
    return trimmed;
  };
  const required = (value: string, field: keyof typeof contactBounds) => {
    if (!value)
      throw new GraphQLError(`The ${field} is required.`, {
        extensions: { code: 'BAD_USER_INPUT', field },
      });
    return value;
  };
  const email = text(input.email, 'email').toLowerCase();
  if (!emailPattern.test(email))
    throw badInput('Enter a valid e-mail address, e.g. johndoe@domain.com.');
  // Single-line fields: a line break would only ever be an attempt at header tricks.
  const oneLine = (value: string) => value.replace(/\s+/g, ' ');
  return {
    name: oneLine(required(text(input.name, 'name'), 'name')),
    email,
    telephone: oneLine(text(input.telephone, 'telephone')) || null,
    prefix: oneLine(text(input.prefix, 'prefix')) || null,
    subject: oneLine(required(text(input.subject, 'subject'), 'subject')),
    message: required(text(input.comment, 'message'), 'message'),
  };
}
