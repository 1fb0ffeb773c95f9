import { feedFromEngine } from '@/lib/commerce/feeds';

/** spec §2 /channable/feed: the product feed, Merchant Center XML or ?format=csv; lib/commerce/feeds.ts. */
export const dynamic = 'force-dynamic';

export const GET = feedFromEngine;
export const HEAD = feedFromEngine;
