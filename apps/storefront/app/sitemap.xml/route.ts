import { feedFromEngine } from '@/lib/commerce/feeds';

/** The sitemap index (pages and products sitemaps), made by the engine: lib/commerce/feeds.ts. */
export const dynamic = 'force-dynamic';

export const GET = feedFromEngine;
export const HEAD = feedFromEngine;
