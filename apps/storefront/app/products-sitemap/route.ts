import { feedFromEngine } from '@/lib/commerce/feeds';

/** spec §2 /products-sitemap: its first file of at most 50,000 products; lib/commerce/feeds.ts. */
export const dynamic = 'force-dynamic';

export const GET = feedFromEngine;
export const HEAD = feedFromEngine;
