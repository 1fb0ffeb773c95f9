import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { AdminStaffMeDocument, type StaffMeFieldsFragment } from '@/generated/graphql';
import { adminRequest } from './admin-client';

export type StaffMe = StaffMeFieldsFragment;

/** The capabilities of ADR 0028; a screen names the one it needs. */
export type Capability =
  | 'orders'
  | 'returns'
  | 'customers'
  | 'catalog'
  | 'content'
  | 'reservations'
  | 'erp'
  | 'staff'
  | 'audit';

export const staffMeKey = ['staffMe'] as const;

const SessionContext = createContext<StaffMe | null>(null);

/** Reads who is signed in; null while signed out. Re-asked after sign-in and sign-out. */
export function useStaffMeQuery() {
  return useQuery({
    queryKey: staffMeKey,
    queryFn: async () => (await adminRequest(AdminStaffMeDocument)).staffMe ?? null,
    staleTime: 60_000,
  });
}

export function SessionProvider({ me, children }: { me: StaffMe; children: ReactNode }) {
  return <SessionContext.Provider value={me}>{children}</SessionContext.Provider>;
}

/** The signed-in staff member: only inside the signed-in part of the app. */
export function useStaff(): StaffMe {
  const me = useContext(SessionContext);
  if (!me) throw new Error('useStaff outside a signed-in session');
  return me;
}

export function can(me: StaffMe, capability: Capability): boolean {
  return me.capabilities.includes(capability);
}

/** After sign-in, sign-out or an account change: the session is read again everywhere. */
export function useSessionRefresh() {
  const client = useQueryClient();
  return (me?: StaffMe | null) => {
    if (me === undefined) return client.invalidateQueries({ queryKey: staffMeKey });
    client.setQueryData(staffMeKey, me);
    // Another person may sign in next in this browser: nothing of the last one stays cached.
    client.removeQueries({ predicate: (query) => query.queryKey[0] !== staffMeKey[0] });
    return Promise.resolve();
  };
}
