/**
 * CMS pages in autocomplete (spec §9: the compact setting shows 3): `cmsPages(search)` matches
 * the titles and url keys of active CMS pages, the way category names are matched (Dutch stems,
 * the last word as a prefix, typos when nothing matches as typed).
 *
 * The pages are few, so they are kept in memory per database: read again when the catalogue was
 * reloaded as a whole (a seed or reset announces that) and at most a minute after the last read,
 * because page edits do not announce catalogue changes.
 */
import { eq } from 'drizzle-orm';
import { shopConstants } from '../../config/constants.ts';
import { cmsPages } from '../../content/schema.ts';
import type { Database } from '../../db/connection.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { CategorySearch } from '../../search/category-search.ts';
import type { CatalogReferenceData } from '../catalog-records.ts';
import { badInput } from './listing-arguments.ts';

export const cmsPageSearchTypeDefs = /* GraphQL */ `
  "A CMS page as autocomplete shows it; the page itself is \`cmsPage(identifier)\`."
  type CmsPageSearchItem {
    identifier: String!
    url_key: String!
    title: String!
  }

  type CmsPageSearchResult {
    items: [CmsPageSearchItem!]!
    "All matching pages, also those beyond pageSize."
    total_count: Int!
  }

  extend type Query {
    "Active CMS pages whose title or url key matches the text, best first (autocomplete)."
    cmsPages(search: String!, pageSize: Int = 3): CmsPageSearchResult
  }
`;

interface PageRow {
  id: number;
  identifier: string;
  urlKey: string;
  title: string;
}

interface PageList {
  pages: PageRow[];
  search: CategorySearch;
}

interface CachedPages {
  list: Promise<PageList>;
  /** The catalogue's reference data when read: a full catalogue reload replaces it. */
  reference: CatalogReferenceData;
  readAt: number;
}

/** How long a read list of pages is trusted without a catalogue reload. */
const maxAgeMs = 60_000;
/** The home page is the shop's front door, not a destination to suggest. */
const unsuggestedUrlKeys = new Set(['home']);

const cache = new WeakMap<Database, CachedPages>();

function pagesFor(context: GraphQLContext): Promise<PageList> {
  const reference = context.catalog.referenceData;
  const now = performance.now();
  const cached = cache.get(context.db);
  if (cached && cached.reference === reference && now - cached.readAt < maxAgeMs) {
    return cached.list;
  }
  const list = readPages(context.db);
  cache.set(context.db, { list, reference, readAt: now });
  // A failed read is not kept: the next request tries again.
  list.catch(() => {
    if (cache.get(context.db)?.list === list) cache.delete(context.db);
  });
  return list;
}

async function readPages(db: Database): Promise<PageList> {
  const rows = await db
    .select({
      id: cmsPages.id,
      identifier: cmsPages.identifier,
      urlKey: cmsPages.urlKey,
      title: cmsPages.title,
    })
    .from(cmsPages)
    .where(eq(cmsPages.active, true));
  const pages = rows
    .filter((row) => !unsuggestedUrlKeys.has(row.urlKey))
    .sort((a, b) => a.title.localeCompare(b.title, 'nl') || a.id - b.id);
  const search = new CategorySearch(
    pages.map((page, position) => ({
      // The url key's words count too: 'service/gespreid-betalen' is found by 'service'.
      name: `${page.title} ${page.urlKey.replace(/[/_-]+/g, ' ')}`,
      level: 0,
      position,
      id: page.id,
    })),
  );
  return { pages, search };
}

async function searchCmsPages(
  _: unknown,
  args: { search: string; pageSize?: number | null },
  context: GraphQLContext,
) {
  const pageSize = args.pageSize ?? 3;
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > shopConstants.maxPageSize) {
    throw badInput(`pageSize must be between 1 and ${shopConstants.maxPageSize}; got ${pageSize}.`);
  }
  if (!args.search.trim()) return { items: [], total_count: 0 };
  const { pages, search } = await pagesFor(context);
  const found = search.search(args.search, () => 0);
  return {
    items: found.slice(0, pageSize).map((index) => {
      const page = pages[index]!;
      return { identifier: page.identifier, url_key: page.urlKey, title: page.title };
    }),
    total_count: found.length,
  };
}

export const cmsPageSearchResolvers = { cmsPages: searchCmsPages };
