import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  // Messages are compiled at build time: the ICU parser stays out of the browser bundle.
  experimental: {
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The engine is TypeScript source (with .ts imports); Next compiles it with the app.
  transpilePackages: ['@webshop/commerce'],
  // Native and WebAssembly packages the engine uses stay plain Node requires.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'sharp',
    'pg',
    'nodemailer',
    'pino',
    'graphql-yoga',
    'graphql',
    'drizzle-orm',
    'minisearch',
    '@orama/stemmers',
    '@node-rs/argon2',
    'prom-client',
    '@aws-sdk/client-s3',
  ],
  images: { unoptimized: true },
  // The shop's server compresses (server/shop-server.mjs), after it has put the nonce in a page.
  compress: false,
  // Cached pages live in memory only, at most this many bytes, least recently used out first:
  // on disk every junk address a client invents would stay for good (ADR 0006).
  cacheMaxMemorySize: 64 * 1024 * 1024,
  // Next's own cache, without a place for 404 pages and with a bound on what it remembers per
  // address (ADR 0009): invented addresses must not grow the process.
  cacheHandler: fileURLToPath(new URL('./server/page-cache-handler.mjs', import.meta.url)),
  // The stylesheet is small (about 7 kB compressed): inlined, it no longer blocks the first paint.
  experimental: { inlineCss: true, isrFlushToDisk: false },
  typedRoutes: false,
};

export default withNextIntl(nextConfig);
