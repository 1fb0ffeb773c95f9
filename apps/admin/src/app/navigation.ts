import type { Messages } from '@/lib/i18n';
import type { Capability } from '@/lib/session';

export type AreaKey =
  | 'dashboard'
  | 'orders'
  | 'reservations'
  | 'returns'
  | 'catalog'
  | 'content'
  | 'customers'
  | 'mail'
  | 'staff'
  | 'audit'
  | 'account';

export interface Area {
  key: AreaKey;
  path: string;
  capability: Capability | null;
  /** Shop-wide figures: a store employee, whose capabilities reach one store, never sees it. */
  shopWide?: boolean;
}

/** The menu: each area under its path, shown only to roles with its capability. */
export const areas: Area[] = [
  { key: 'dashboard', path: '/', capability: 'orders', shopWide: true },
  { key: 'orders', path: '/orders', capability: 'orders' },
  { key: 'reservations', path: '/reservations', capability: 'reservations' },
  { key: 'returns', path: '/returns', capability: 'returns' },
  { key: 'catalog', path: '/catalog', capability: 'catalog' },
  { key: 'content', path: '/content', capability: 'content' },
  { key: 'customers', path: '/customers', capability: 'customers' },
  { key: 'mail', path: '/mail', capability: 'customers' },
  { key: 'staff', path: '/staff', capability: 'staff' },
  { key: 'audit', path: '/audit', capability: 'audit' },
  { key: 'account', path: '/account', capability: null },
];

export const areaMessages: Messages<AreaKey> = {
  en: {
    dashboard: 'Dashboard',
    orders: 'Orders',
    reservations: 'Reservations',
    returns: 'Returns',
    catalog: 'Catalogue',
    content: 'Content',
    customers: 'Customers',
    mail: 'Mail outbox',
    staff: 'Staff',
    audit: 'Audit log',
    account: 'My account',
  },
  nl: {
    dashboard: 'Dashboard',
    orders: 'Bestellingen',
    reservations: 'Reserveringen',
    returns: 'Retouren',
    catalog: 'Catalogus',
    content: 'Content',
    customers: 'Klanten',
    mail: 'Uitgaande mail',
    staff: 'Medewerkers',
    audit: 'Auditlog',
    account: 'Mijn account',
  },
};
