import type { ReactNode } from 'react';
import { NotAllowed } from '@/components/StateNotices';
import { can, useStaff, type Capability, type StaffMe } from '@/lib/session';

/** A screen behind a capability: the menu hides it, and a typed URL shows "not allowed". */
export function RequireCapability({
  capability,
  shopWide = false,
  children,
}: {
  capability: Capability | null;
  shopWide?: boolean;
  children: ReactNode;
}) {
  const me = useStaff();
  if (!mayOpen(me, { capability, shopWide })) return <NotAllowed />;
  return <>{children}</>;
}

export function mayOpen(
  me: StaffMe,
  area: { capability: Capability | null; shopWide?: boolean },
): boolean {
  if (area.shopWide && me.staff.role === 'STORE_EMPLOYEE') return false;
  return !area.capability || can(me, area.capability);
}
