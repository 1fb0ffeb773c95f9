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
    'pino',
    'graphql-yoga',
    'graphql',
    'drizzle-orm',
    'minisearch',
    '@orama/stemmers',
  ],
  images: { unoptimized: true },
  // The stylesheet is small (about 7 kB compressed): inlined, it no longer blocks the first paint.
  experimental: { inlineCss: true },
  typedRoutes: false,
};

export default withNextIntl(nextConfig);
