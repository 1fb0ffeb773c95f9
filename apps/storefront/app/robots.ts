import type { MetadataRoute } from 'next';
import { siteConfig } from '@/lib/config/site';
import { publicOrigin, robotsRules } from '@/lib/seo/robots-rules';

/** Read per request: the shop's public address comes from the environment at run time. */
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return robotsRules(publicOrigin(siteConfig.url));
}
