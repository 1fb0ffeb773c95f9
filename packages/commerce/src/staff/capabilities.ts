/**
 * What each kind of admin caller may do (ADR 0028). Every admin query, mutation and endpoint
 * names one capability; `requireAdmin` (authorise.ts) checks it on the server.
 */

export const STAFF_ROLES = ['OWNER', 'STAFF', 'STORE_EMPLOYEE'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const CAPABILITIES = [
  'orders',
  'returns',
  'customers',
  'catalog',
  'content',
  'reservations',
  'erp',
  'staff',
  'audit',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

/** How far a granted capability reaches: the whole shop, or one store's share of it. */
export type Reach = 'shop' | 'own-store';

/**
 * The capability table. The owner runs everything and is the only one who manages staff and reads
 * the audit log. Staff run the daily work of every store. A store employee sees and moves only
 * the reservations and pickup orders of their own store. The ERP feed is the machine key's job;
 * the owner may send a batch by hand.
 */
export const roleCapabilities: Record<StaffRole, Partial<Record<Capability, Reach>>> = {
  OWNER: {
    orders: 'shop',
    returns: 'shop',
    customers: 'shop',
    catalog: 'shop',
    content: 'shop',
    reservations: 'shop',
    erp: 'shop',
    staff: 'shop',
    audit: 'shop',
  },
  STAFF: {
    orders: 'shop',
    returns: 'shop',
    customers: 'shop',
    catalog: 'shop',
    content: 'shop',
    reservations: 'shop',
  },
  STORE_EMPLOYEE: {
    orders: 'own-store',
    reservations: 'own-store',
  },
};

/**
 * What the machine key may do when ADMIN_API_KEY_SCOPES is not set: what the command-line tools
 * (content export/import), the storefront's page preview (content), the catalogue upload, the ERP
 * feed and the scripted order moves (orders; cancel and refund: returns) use. Never `customers`,
 * `reservations`, `staff` or `audit`: no machine needs them, and a leaked key cannot make itself
 * an account or read who did what.
 */
export const defaultKeyScopes: readonly Capability[] = [
  'catalog',
  'content',
  'erp',
  'orders',
  'returns',
];

/** Capabilities a key may never hold, whatever the setting says. */
const neverForKeys: readonly Capability[] = ['staff', 'audit'];

/**
 * ADMIN_API_KEY_SCOPES, e.g. `catalog,erp,orders`. Unknown names are an error at start (a typo
 * must not silently shrink or widen what the key does); `staff` and `audit` are refused.
 */
export function keyScopesFrom(setting: string | undefined): readonly Capability[] {
  if (setting === undefined || setting.trim() === '') return defaultKeyScopes;
  const names = setting
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names) {
    if (!(CAPABILITIES as readonly string[]).includes(name)) {
      throw new Error(
        `ADMIN_API_KEY_SCOPES names "${name}"; use some of ${CAPABILITIES.filter((c) => !neverForKeys.includes(c)).join(', ')}.`,
      );
    }
    if (neverForKeys.includes(name as Capability)) {
      throw new Error(`ADMIN_API_KEY_SCOPES may not grant "${name}": only staff accounts may.`);
    }
  }
  return names as Capability[];
}
