import { requireService, type EngineModule } from '../engine/module.ts';
import { FeedService, feedSettingsFromEnv } from './feed-service.ts';
import { siteMapResolvers, siteMapTypeDefs } from './site-map-graphql.ts';

/**
 * XML sitemaps and the product feed (spec §2 /pages-sitemap, /products-sitemap, /channable/feed),
 * served over the engine's HTTP handler, and the human-readable sitemap's data over GraphQL. No
 * tables: it reads the catalogue, content and stores through their services, and its kept feed
 * goes stale by the catalogue's revision, so it follows no announcements itself.
 */
export const feedsModule: EngineModule<'feeds'> = {
  name: 'feeds',
  tables: {},
  createService: (dependencies) =>
    new FeedService(
      {
        catalog: requireService(dependencies, 'catalog'),
        content: requireService(dependencies, 'content'),
        stores: requireService(dependencies, 'stores'),
      },
      feedSettingsFromEnv(),
    ),
  typeDefs: siteMapTypeDefs,
  resolvers: siteMapResolvers,
};
