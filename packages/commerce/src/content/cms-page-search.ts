import { eq } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { CategorySearch } from '../search/category-search.ts';
import { UNLISTED_PAGE_KEYS } from './page-list.ts';
import { cmsPages } from './schema.ts';

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

export interface CmsPageHit {
  identifier: string;
  urlKey: string;
  title: string;
}

interface PageList {
  pages: (CmsPageHit & { id: number })[];
  search: CategorySearch;
}

/** How long a read list of pages is trusted without a change announcement. */
const maxAgeMs = 60_000;

/**
 * CMS pages in autocomplete (spec §9: the compact setting shows 3): matches the titles and url
 * keys of active CMS pages the way category names are matched (Dutch stems, the last word as a
 * prefix, typos when nothing matches as typed).
 *
 * The pages are few, so they are kept in memory: read again after a content change or a full
 * catalogue reload was announced, and at most a minute after the last read, because a page may
 * also be edited in the database directly.
 */
export class CmsPageSearch {
  private list: Promise<PageList> | null = null;
  private readAt = 0;

  constructor(private readonly db: Database) {}

  async search(text: string, pageSize: number): Promise<{ hits: CmsPageHit[]; total: number }> {
    if (!text.trim()) return { hits: [], total: 0 };
    const { pages, search } = await this.pages();
    const found = search.search(text, () => 0);
    return { hits: found.slice(0, pageSize).map((index) => pages[index]!), total: found.length };
  }

  forget(): void {
    this.list = null;
  }

  private pages(): Promise<PageList> {
    const now = performance.now();
    if (this.list && now - this.readAt < maxAgeMs) return this.list;
    const list = readPages(this.db);
    this.list = list;
    this.readAt = now;
    // A failed read is not kept: the next request tries again.
    list.catch(() => {
      if (this.list === list) this.list = null;
    });
    return list;
  }
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
    .filter((row) => !UNLISTED_PAGE_KEYS.has(row.urlKey))
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
