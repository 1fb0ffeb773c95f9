import { feedFromEngine } from '@/lib/commerce/feeds';

/** /products-sitemap/{n}: the products sitemap's n-th file; lib/commerce/feeds.ts. */
export const dynamic = 'force-dynamic';

export const GET = feedFromEngine;
export const HEAD = feedFromEngine;
