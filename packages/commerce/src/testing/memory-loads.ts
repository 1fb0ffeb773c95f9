import { execFileSync } from 'node:child_process';

/**
 * Requests with which a client could once grow the shop's memory without bound, each made
 * distinct by its number `n` (a new cache key every time). The memory ceiling test sends them
 * to a standalone engine; `npm run bench:memory` sends them, at full scale, to the whole shop.
 */
export interface GraphQLRequestBody {
  query: string;
  variables?: Record<string, unknown>;
}

/** 30 aliases of a full product page with descriptions, a filter value of its own each. */
export function aliasedPages(n: number): GraphQLRequestBody {
  const aliases = Array.from(
    { length: 30 },
    (_, alias) =>
      `a${alias}: products(pageSize: 100, filter: { price: { to: "${100_000 + n * 30 + alias}" } }) { items { sku name description { html } short_description { html } } }`,
  );
  return { query: `{ ${aliases.join(' ')} }` };
}

/** Two full product pages with descriptions: the most one request may ask for, a new key each. */
export function twoFullPages(n: number): GraphQLRequestBody {
  return {
    query: `query Pages($to: String!, $below: String!) {
      a: products(pageSize: 100, filter: { price: { to: $to } }) { items { sku name description { html } } }
      b: products(pageSize: 100, filter: { price: { to: $below } }) { items { sku name description { html } } }
    }`,
    variables: { to: String(100_000 + n), below: String(50_000 + n) },
  };
}

const searchWords = [
  'wasmachine',
  'koelkast',
  'televisie',
  'bokshandschoenen',
  'stofzuiger',
  'koptelefoon',
  'oven',
  'droger',
  'vaatwasser',
  'soundbar',
  'kookplaat',
  'magnetron',
];

/** A search with pageSize 100; word, page and price filter make each one a new key. */
export function searchPage(n: number): GraphQLRequestBody {
  return {
    query: `query Search($search: String!, $page: Int!, $to: String!) {
      products(search: $search, pageSize: 100, currentPage: $page, filter: { price: { to: $to } }) {
        total_count items { sku name url_key description { html } }
      }
    }`,
    variables: {
      search: searchWords[n % searchWords.length],
      page: 1 + (n % 2),
      to: String(100_000 + n),
    },
  };
}

/** A query text of 19,000 characters, within every ADR 0009 limit, new each time. */
export function largeDocument(n: number): GraphQLRequestBody {
  return { query: `query Q${n} { ${'__typename '.repeat(1_725)}}` };
}

/** What a junk catalogue address asks the engine: a route that is none, a filter no page has. */
export function junkCatalogueLookup(n: number): GraphQLRequestBody {
  return {
    query: `query Junk($url: String!, $brand: String!) {
      route(url: $url) { __typename }
      products(pageSize: 12, filter: { brand: { eq: $brand } }) { total_count items { sku name } }
    }`,
    variables: { url: `xyz-${n}`, brand: `junk-${n}` },
  };
}

/**
 * Junk storefront addresses: unknown pages, and a category with an invented filter or price, a
 * page far past its last, or an unknown sort key.
 */
export function junkCataloguePath(n: number, category = 'huishouden/wassen-drogen/wasmachines') {
  const kind = n % 5;
  if (kind === 0) return `/xyz-${n}`;
  if (kind === 1) return `/${category}/q/brand/junk-${n}`;
  if (kind === 2) return `/${category}/q/price/${n}-${n + 1_000}`;
  if (kind === 3) return `/${category}?page=${1_000 + (n % 8_000)}`;
  return `/${category}/q/sort/junk_${n}`;
}

/** Sends `count` requests, `concurrency` at a time; resolves with the count per status. */
export async function fire(
  count: number,
  concurrency: number,
  send: (n: number) => Promise<number>,
  onEach?: (n: number) => void,
): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const n = next++;
      const status = await send(n);
      statuses[status] = (statuses[status] ?? 0) + 1;
      onEach?.(n);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return statuses;
}

/** POSTs a GraphQL request and reads the answer to its end; resolves with the HTTP status. */
export async function postGraphQL(url: string, body: GraphQLRequestBody): Promise<number> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Resident memory of a process, in bytes (ps works on Linux and macOS alike). */
export function residentBytes(pid: number): number {
  return (
    Number(
      execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
        .toString()
        .trim(),
    ) * 1024
  );
}
