import { and, asc, desc, eq, gte, lte, ne } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { deals } from './schema.ts';

/** spec §3: action_type 3 marks the fallback deal. */
export const FALLBACK_DEAL_ACTION_TYPE = 3;

export type DealRow = typeof deals.$inferSelect;

/**
 * The weekly deals running at `now`, soonest-ending first, followed by the fallback deal; the
 * storefront shows the first entry (spec §7).
 */
export async function activeDeals(db: Database, now: Date): Promise<DealRow[]> {
  const running = await db
    .select()
    .from(deals)
    .where(
      and(
        lte(deals.startDate, now),
        gte(deals.endDate, now),
        ne(deals.actionType, FALLBACK_DEAL_ACTION_TYPE),
      ),
    )
    .orderBy(asc(deals.endDate), asc(deals.id));
  const fallback = await db
    .select()
    .from(deals)
    .where(eq(deals.actionType, FALLBACK_DEAL_ACTION_TYPE))
    .orderBy(desc(deals.id))
    .limit(1);
  return [...running, ...fallback];
}

/** The deals' service: what runs at a given moment. */
export class DealService {
  constructor(private readonly db: Database) {}

  active(now: Date): Promise<DealRow[]> {
    return activeDeals(this.db, now);
  }
}
