import { and, asc, count, eq } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import type { Database, DatabaseHandle } from '../db/connection.ts';
import { validateAddress, type CartAddress } from '../cart/address-validation.ts';
import type {
  CustomerAddressInput,
  CustomerTypeEnum,
} from '../graphql/generated/resolver-types.ts';
import { customerAddresses, customers } from './schema.ts';

/** Addresses one customer may keep: plenty for home, work and family, not a mailing list. */
export const maxAddressesPerCustomer = 20;

export type AddressRow = typeof customerAddresses.$inferSelect;

/** A book address with whether it is the customer's default for shipping and billing. */
export interface BookAddress extends AddressRow {
  defaultShipping: boolean;
  defaultBilling: boolean;
}

/** Unknown ids and other customers' ids answer with this one error. */
export function addressNotFound(): GraphQLError {
  return new GraphQLError('Could not find the address.', {
    extensions: { code: 'NOT_FOUND', category: 'graphql-no-such-entity' },
  });
}

/** Which defaults an address should take (true), give up (false) or leave alone (undefined). */
export interface DefaultFlags {
  shipping?: boolean | null;
  billing?: boolean | null;
}

/** Ids are 32-bit serials; anything else cannot name an address. */
const plausibleId = (id: number) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647;

/** The book's input in the cart's terms, so both check an address by the same rules. */
export function bookInputAsCartInput(input: CustomerAddressInput) {
  return {
    prefix: input.prefix,
    firstname: input.firstname ?? '',
    middlename: input.middlename,
    lastname: input.lastname ?? '',
    company: input.company,
    street: input.street ?? [],
    city: input.city ?? '',
    region: input.region?.region ?? input.region?.region_code ?? null,
    postcode: input.postcode,
    country_code: input.country_code ?? '',
    telephone: input.telephone,
    vat_id: input.vat_id,
    customer_type: input.customer_type,
    reference: input.reference,
  };
}

/** A stored address as the book's input, so an update can change only the fields it names. */
function rowAsInput(row: AddressRow): CustomerAddressInput {
  return {
    prefix: row.prefix,
    firstname: row.firstname,
    middlename: row.middlename,
    lastname: row.lastname,
    company: row.company,
    street: row.street,
    city: row.city,
    region: row.region === null ? null : { region: row.region },
    postcode: row.postcode,
    country_code: row.countryCode as CustomerAddressInput['country_code'],
    telephone: row.telephone,
    vat_id: row.vatId,
    customer_type: (row.customerType ?? 'PERSONAL') as CustomerTypeEnum,
    reference: row.reference,
  };
}

/** The columns of a checked address (regions are not used in the Netherlands and Belgium). */
function columnsOf(address: CartAddress, region: string | null) {
  return {
    prefix: address.prefix,
    firstname: address.firstname,
    middlename: address.middlename,
    lastname: address.lastname,
    company: address.company,
    street: address.street,
    city: address.city,
    region,
    postcode: address.postcode,
    countryCode: address.countryCode,
    telephone: address.telephone,
    vatId: address.vatId,
    customerType: address.customerType,
    reference: address.reference,
  };
}

/** A book address in the cart's (and the order's) shape. */
export function asCartAddress(row: AddressRow): CartAddress {
  return {
    prefix: row.prefix,
    firstname: row.firstname,
    middlename: row.middlename,
    lastname: row.lastname,
    company: row.company,
    street: row.street,
    city: row.city,
    postcode: row.postcode,
    countryCode: row.countryCode,
    telephone: row.telephone,
    vatId: row.vatId,
    customerType: row.customerType ?? 'PERSONAL',
    reference: row.reference,
  };
}

const addressFields = [
  'prefix',
  'firstname',
  'middlename',
  'lastname',
  'company',
  'city',
  'postcode',
  'countryCode',
  'telephone',
  'vatId',
  'customerType',
  'reference',
] as const satisfies (keyof CartAddress)[];

/** Whether two addresses are the same place and person, field by field. */
export function sameAddress(a: CartAddress, b: CartAddress): boolean {
  return (
    addressFields.every((field) => (a[field] ?? null) === (b[field] ?? null)) &&
    a.street.join('\n') === b.street.join('\n')
  );
}

const optionalRegion = (input: CustomerAddressInput) => {
  const region = (input.region?.region ?? input.region?.region_code ?? '').trim();
  if (region.length > 100) {
    throw new GraphQLError('Must not exceed 100 character(s).', {
      extensions: { code: 'BAD_USER_INPUT', field: 'region' },
    });
  }
  return region === '' ? null : region;
};

/** The address book kept in the customers module's database (for resolvers and other modules). */
export function addressBookOf(customers: { database: DatabaseHandle }): AddressBook {
  return new AddressBook(customers.database);
}

/**
 * The customer's address book. Every read and change is keyed by the customer who asks, so an
 * address of someone else is simply not there.
 */
export class AddressBook {
  private readonly db: Database;

  constructor(database: DatabaseHandle) {
    this.db = database.db;
  }

  async list(customerId: number): Promise<BookAddress[]> {
    const [owner] = await this.db
      .select({
        defaultShippingId: customers.defaultShippingId,
        defaultBillingId: customers.defaultBillingId,
      })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (!owner) return [];
    const rows = await this.db
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId))
      .orderBy(asc(customerAddresses.id));
    return rows.map((row) => ({
      ...row,
      defaultShipping: owner.defaultShippingId === row.id,
      defaultBilling: owner.defaultBillingId === row.id,
    }));
  }

  /** One of the customer's addresses; null for an unknown id or someone else's. */
  async addressOf(
    customerId: number,
    addressId: number,
    db: Database = this.db,
  ): Promise<AddressRow | null> {
    if (!plausibleId(addressId)) return null;
    const [row] = await db
      .select()
      .from(customerAddresses)
      .where(
        and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId)),
      );
    return row ?? null;
  }

  /**
   * Adds an address after checking it like the checkout does.
   * @throws GraphQLError BAD_USER_INPUT for a wrong field or a full book.
   */
  async create(customerId: number, input: CustomerAddressInput): Promise<BookAddress> {
    const address = validateAddress(bookInputAsCartInput(input));
    const region = optionalRegion(input);
    const id = await this.db.transaction(async (tx) => {
      const row = await this.insert(tx, customerId, address, region);
      if (!row) {
        throw new GraphQLError(
          `The address book holds at most ${maxAddressesPerCustomer} addresses.`,
          { extensions: { code: 'BAD_USER_INPUT', field: 'addresses' } },
        );
      }
      await this.setDefaults(tx, customerId, row.id, {
        shipping: input.default_shipping,
        billing: input.default_billing,
      });
      return row.id;
    });
    return this.bookAddress(customerId, id);
  }

  /**
   * Changes the fields the input names; the others keep their value.
   * @throws GraphQLError NOT_FOUND for an unknown id or someone else's, BAD_USER_INPUT.
   */
  async update(
    customerId: number,
    addressId: number,
    input: CustomerAddressInput | null | undefined,
  ): Promise<BookAddress> {
    const existing = await this.addressOf(customerId, addressId);
    if (!existing) throw addressNotFound();
    const given = Object.fromEntries(
      Object.entries(input ?? {}).filter(([, value]) => value !== undefined),
    ) as CustomerAddressInput;
    const merged: CustomerAddressInput = { ...rowAsInput(existing), ...given };
    const address = validateAddress(bookInputAsCartInput(merged));
    const region = optionalRegion(merged);
    await this.db.transaction(async (tx) => {
      const changed = await tx
        .update(customerAddresses)
        .set(columnsOf(address, region))
        .where(
          and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId)),
        )
        .returning({ id: customerAddresses.id });
      if (changed.length === 0) throw addressNotFound();
      await this.setDefaults(tx, customerId, addressId, {
        shipping: given.default_shipping,
        billing: given.default_billing,
      });
    });
    return this.bookAddress(customerId, addressId);
  }

  /**
   * Deletes an address; a default it was stops being one.
   * @throws GraphQLError NOT_FOUND for an unknown id or someone else's.
   */
  async delete(customerId: number, addressId: number): Promise<void> {
    if (!plausibleId(addressId)) throw addressNotFound();
    await this.db.transaction(async (tx) => {
      const deleted = await tx
        .delete(customerAddresses)
        .where(
          and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId)),
        )
        .returning({ id: customerAddresses.id });
      if (deleted.length === 0) throw addressNotFound();
      await this.setDefaults(tx, customerId, addressId, { shipping: false, billing: false });
    });
  }

  /**
   * Saves an order's address in the book (checkout's "save in address book"), in the caller's
   * transaction. An identical address already in the book is reused rather than copied, and a
   * full book is left as it is.
   * @returns the address's id, or null when the book is full.
   */
  async saveFromOrder(
    tx: Database,
    customerId: number,
    address: CartAddress,
    options: { makeDefault: DefaultFlags },
  ): Promise<number | null> {
    const rows = await tx
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId));
    const same = rows.find((row) => sameAddress(asCartAddress(row), address));
    const id = same?.id ?? (await this.insert(tx, customerId, address, null))?.id ?? null;
    if (id !== null) await this.setDefaults(tx, customerId, id, options.makeDefault);
    return id;
  }

  private async bookAddress(customerId: number, addressId: number): Promise<BookAddress> {
    const found = (await this.list(customerId)).find((row) => row.id === addressId);
    if (!found) throw addressNotFound();
    return found;
  }

  /** Inserts unless the book is full; the customer's row is locked so two adds take turns. */
  private async insert(
    tx: Database,
    customerId: number,
    address: CartAddress,
    region: string | null,
  ): Promise<AddressRow | null> {
    await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for('update');
    const [held] = await tx
      .select({ value: count() })
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId));
    if ((held?.value ?? 0) >= maxAddressesPerCustomer) return null;
    const [row] = await tx
      .insert(customerAddresses)
      .values({ customerId, ...columnsOf(address, region) })
      .returning();
    return row ?? null;
  }

  /** true makes the address the default (moving it from another); false gives it up if held. */
  private async setDefaults(
    tx: Database,
    customerId: number,
    addressId: number,
    flags: DefaultFlags,
  ): Promise<void> {
    const [owner] = await tx
      .select({
        shipping: customers.defaultShippingId,
        billing: customers.defaultBillingId,
      })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (!owner) return;
    const next = (flag: boolean | null | undefined, current: number | null) =>
      flag === true ? addressId : flag === false && current === addressId ? null : current;
    const shipping = next(flags.shipping, owner.shipping);
    const billing = next(flags.billing, owner.billing);
    if (shipping === owner.shipping && billing === owner.billing) return;
    await tx
      .update(customers)
      .set({ defaultShippingId: shipping, defaultBillingId: billing })
      .where(eq(customers.id, customerId));
  }
}
