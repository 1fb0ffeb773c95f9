import type { EngineModule } from '../engine/module.ts';
import { CATALOG_CHANNEL } from '../catalog/catalog-sync.ts';
import type { CatalogChange } from '../catalog/catalog-service.ts';
import { requireService } from '../engine/module.ts';
import { cmsPageSearchTypeDefs } from './cms-page-search.ts';
import { contentResolvers, contentTypeDefs } from './content-graphql.ts';
import { ContentService } from './content-service.ts';
import { CONTENT_CHANNEL, contentTagsFor, type ContentChange } from './content-sync.ts';
import * as tables from './schema.ts';
import { shopLegal } from '../config/shop-legal.ts';

/** CMS pages, their search, and the layout data (menu, footer, usps) of every page. */
export const contentModule: EngineModule<'content'> = {
  name: 'content',
  tables,
  createService: (dependencies) =>
    new ContentService(
      dependencies.database.db,
      requireService(dependencies, 'catalog'),
      // Read and checked at start, as the invoices' seller is.
      shopLegal(),
    ),
  typeDefs: contentTypeDefs + cmsPageSearchTypeDefs,
  resolvers: contentResolvers,
  follows: [
    {
      // Content is read per request: only the page list of the search and cached answers and
      // pages go stale. A lost connection may have missed anything: all content counts as changed.
      channel: CONTENT_CHANNEL,
      missed: { layout: true },
      apply(content, change: ContentChange) {
        content.forgetPages();
        return { tags: contentTagsFor(change) };
      },
    },
    {
      // A seed or reset of the shop replaces pages too, and announces a full catalogue reload.
      channel: CATALOG_CHANNEL,
      missed: { all: true },
      apply(content, change: CatalogChange) {
        if (change.all) content.forgetPages();
        return { tags: [] };
      },
    },
  ],
};
