import type { StaffRole } from '@/generated/graphql';

/** The roles of ADR 0028, in the order the owner picks from. */
export const staffRoles = [
  'STAFF',
  'STORE_EMPLOYEE',
  'OWNER',
] as const satisfies readonly StaffRole[];

/** A store a store employee can belong to. */
export interface StoreOption {
  code: string;
  name: string;
}
