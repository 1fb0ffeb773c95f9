/** Where the shop lives on the web and how its own links look. Server code reads it. */
export const siteConfig = {
  /** Public origin (NEXT_PUBLIC_SITE_URL): structured data, hreflang links, metadata base. */
  url: (process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
  /** spec §2: store and staging domains stripped from banner and button links (NEXT_PUBLIC_STORE_DOMAINS). */
  storeDomains: (
    process.env.NEXT_PUBLIC_STORE_DOMAINS ?? 'www.stroomhuis.nl,stroomhuis.nl,staging.stroomhuis.nl'
  )
    .split(',')
    .map((domain) => domain.trim())
    .filter(Boolean),
  /** spec §2: the API base, stripped from those links as well (NEXT_PUBLIC_API_BASE). */
  apiBase: process.env.NEXT_PUBLIC_API_BASE || null,
  /** spec §2 maintenance page on every route (MAINTENANCE_MODE=1). */
  maintenanceMode: process.env.MAINTENANCE_MODE === '1',
} as const;
