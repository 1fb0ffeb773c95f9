import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';

/** A price change from the ERP; an absent field keeps what the product has. */
export interface PriceChange {
  productId: number;
  priceCents?: number;
  /** null ends the special price (and its end date). */
  specialPriceCents?: number | null;
  specialToDate?: string | null;
  /**
   * First day of the special price (the back office); absent with a special price: from now on,
   * as an ERP's special price is.
   */
  specialFromDate?: string | null;
}

/**
 * Sets prices in the caller's transaction with one statement for the whole batch, rows locked
 * in product id order as orders lock them.
 * @returns the products whose prices changed (the rest already had these).
 */
export async function applyPriceChanges(
  tx: Database,
  changes: PriceChange[],
): Promise<{ changed: number[]; unchanged: number[] }> {
  if (changes.length === 0) return { changed: [], unchanged: [] };
  const json = JSON.stringify(
    changes.map((change) => ({
      id: change.productId,
      has_price: change.priceCents !== undefined,
      price: change.priceCents ?? null,
      has_special: change.specialPriceCents !== undefined,
      special: change.specialPriceCents ?? null,
      to_date: change.specialPriceCents === null ? null : (change.specialToDate ?? null),
      from_date: change.specialPriceCents === null ? null : (change.specialFromDate ?? null),
    })),
  );
  await tx.execute(
    sql`select id from products where id in (select id from jsonb_to_recordset(${json}::jsonb) as c(id int)) order by id for update`,
  );
  const result = await tx.execute(sql`
    update products set
      price_cents = case when c.has_price then c.price else products.price_cents end,
      special_price_cents = case when c.has_special then c.special else products.special_price_cents end,
      special_to_date = case when c.has_special then c.to_date else products.special_to_date end,
      special_from_date = case when c.has_special then c.from_date else products.special_from_date end,
      updated_at = now()
    from jsonb_to_recordset(${json}::jsonb)
      as c(id int, has_price boolean, price int, has_special boolean, special int, to_date date,
        from_date date)
    where products.id = c.id
      and ((c.has_price and products.price_cents <> c.price)
        or (c.has_special and (products.special_price_cents is distinct from c.special
          or products.special_to_date is distinct from c.to_date
          or products.special_from_date is distinct from c.from_date)))
    returning products.id`);
  const { rows } = result as unknown as { rows: { id: number }[] };
  const changed = new Set(rows.map((row) => Number(row.id)));
  return {
    changed: [...changed],
    unchanged: changes.map((change) => change.productId).filter((id) => !changed.has(id)),
  };
}
