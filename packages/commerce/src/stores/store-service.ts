import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import DataLoader from 'dataloader';
import type { Database } from '../db/connection.ts';
import { stores, storeStock, type OpeningHours } from './schema.ts';

export interface StoreRecord {
  code: string;
  name: string;
  street: string;
  postcode: string;
  city: string;
  country: string;
  phone: string | null;
  email: string | null;
  latitude: number;
  longitude: number;
  openingHours: OpeningHours[];
}

/** Stock of one product in every physical store, every store listed (zero where it has none). */
export interface StoreStockLine {
  store: StoreRecord;
  qty: number;
}

/**
 * The physical stores (spec §2 store finder, §3 Store) and their stock per product. The stores
 * are few and kept in memory; stock is read per request, batched.
 */
export class StoreService {
  private constructor(
    private readonly db: Database,
    private all: StoreRecord[],
  ) {}

  static async load(db: Database): Promise<StoreService> {
    return new StoreService(db, await readStores(db));
  }

  /** Every store, by name. */
  list(): readonly StoreRecord[] {
    return this.all;
  }

  /** The store with this code, or undefined. */
  byCode(code: string): StoreRecord | undefined {
    return this.all.find((store) => store.code === code);
  }

  async reload(): Promise<void> {
    this.all = await readStores(this.db);
  }

  /**
   * Takes units of a product off a store's stock in the caller's transaction, with one
   * conditional update: never below zero, and two shoppers cannot both hold the last unit.
   * @returns whether the store had them.
   */
  async holdStock(tx: Database, productId: number, storeCode: string, qty: number) {
    const rows = await tx
      .update(storeStock)
      .set({ qty: sql`${storeStock.qty} - ${qty}`, heldQty: sql`${storeStock.heldQty} + ${qty}` })
      .where(
        and(
          eq(storeStock.productId, productId),
          eq(storeStock.storeCode, storeCode),
          sql`${storeStock.qty} >= ${qty}`,
        ),
      )
      .returning({ qty: storeStock.qty });
    return rows.length === 1;
  }

  /**
   * Gives held units back to the store's stock (a reservation that ran out). Once the ERP
   * counts the store, salable is its count less what is still held: a unit collected meanwhile
   * is out of the count already, one never collected is still in it.
   */
  async releaseStock(tx: Database, productId: number, storeCode: string, qty: number) {
    const held = sql`greatest(${storeStock.heldQty} - ${qty}, 0)`;
    await tx
      .update(storeStock)
      .set({
        qty: sql`case when ${storeStock.sourceQty} is null then ${storeStock.qty} + ${qty}
          else greatest(${storeStock.sourceQty} - ${held}, 0) end`,
        heldQty: held,
      })
      .where(and(eq(storeStock.productId, productId), eq(storeStock.storeCode, storeCode)));
  }

  /**
   * Held units the shopper collected at the counter: they are no longer held and do not come
   * back (`qty` already went down when they were held). Once the ERP counts the store, the sale
   * is out of its count too.
   */
  async collectHeldStock(tx: Database, productId: number, storeCode: string, qty: number) {
    await tx
      .update(storeStock)
      .set({ heldQty: sql`greatest(${storeStock.heldQty} - ${qty}, 0)` })
      .where(and(eq(storeStock.productId, productId), eq(storeStock.storeCode, storeCode)));
  }

  /** A per-request loader of stock per product id: one query for a whole page of products. */
  stockLoader(): DataLoader<number, StoreStockLine[]> {
    return new DataLoader(async (ids) => {
      const rows = await this.db
        .select()
        .from(storeStock)
        .where(inArray(storeStock.productId, [...ids]));
      return ids.map((id) => {
        const qtyByStore = new Map(
          rows.filter((row) => row.productId === id).map((row) => [row.storeCode, row.qty]),
        );
        return this.all.map((store) => ({ store, qty: qtyByStore.get(store.code) ?? 0 }));
      });
    });
  }
}

function readStores(db: Database): Promise<StoreRecord[]> {
  return db.select().from(stores).orderBy(asc(stores.name));
}
