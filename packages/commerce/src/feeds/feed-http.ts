import type { FeedFormat, FeedService } from './feed-service.ts';
import { sitemapPaths } from './feed-service.ts';

const XML = 'application/xml; charset=utf-8';
const CSV = 'text/csv; charset=utf-8';
/**
 * Crawlers and Channable fetch these now and then; five minutes in shared caches spares the
 * engine repeated requests while a change still shows soon.
 */
const CACHE_CONTROL = 'public, max-age=300';

/** Paths this handler answers: the engine's router hands it these and nothing else. */
export function isFeedPath(pathname: string): boolean {
  return (
    pathname === sitemapPaths.index ||
    pathname === sitemapPaths.pages ||
    pathname === '/products-sitemap' ||
    pathname.startsWith('/products-sitemap/') ||
    pathname === '/channable/feed'
  );
}

/**
 * The sitemaps and the product feed over HTTP: GET and HEAD only; a products sitemap past the
 * last file, or a page number that is no number, is a 404; an unknown feed format a 400.
 */
export async function handleFeedRequest(request: Request, feeds: FeedService): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return problem(405, 'Sitemaps and feeds are read with GET.', { allow: 'GET, HEAD' });
  }
  const url = new URL(request.url);
  const { pathname } = url;
  const answer = (body: BodyInit, type: string, extra: Record<string, string> = {}) =>
    new Response(request.method === 'HEAD' ? null : body, {
      headers: { 'content-type': type, 'cache-control': CACHE_CONTROL, ...extra },
    });

  if (pathname === sitemapPaths.index) return answer(await feeds.sitemapIndex(), XML);
  if (pathname === sitemapPaths.pages) return answer(await feeds.pagesSitemap(), XML);
  if (pathname === '/products-sitemap' || pathname.startsWith('/products-sitemap/')) {
    const rest = pathname.slice('/products-sitemap/'.length);
    const page =
      pathname === '/products-sitemap' ? 1 : /^[1-9][0-9]{0,5}$/.test(rest) ? Number(rest) : NaN;
    const body = Number.isNaN(page) ? null : await feeds.productsSitemap(page);
    return body ? answer(body, XML) : problem(404, 'No such products sitemap.');
  }
  if (pathname === '/channable/feed') {
    const format = url.searchParams.get('format') ?? 'xml';
    if (format !== 'xml' && format !== 'csv') {
      return problem(400, 'The feed comes as format=xml (the default) or format=csv.');
    }
    if (request.method === 'HEAD') return answer('', format === 'xml' ? XML : CSV);
    const body = await feeds.productFeed(format as FeedFormat);
    return format === 'xml'
      ? answer(body, XML)
      : answer(body, CSV, { 'content-disposition': 'inline; filename="products.csv"' });
  }
  return problem(404, 'No such feed.');
}

function problem(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(`${message}\n`, {
    status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    },
  });
}
