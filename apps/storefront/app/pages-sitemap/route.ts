import { feedFromEngine } from '@/lib/commerce/feeds';

/** spec §2 /pages-sitemap: home, categories, brands, CMS pages and stores; lib/commerce/feeds.ts. */
export const dynamic = 'force-dynamic';

export const GET = feedFromEngine;
export const HEAD = feedFromEngine;
