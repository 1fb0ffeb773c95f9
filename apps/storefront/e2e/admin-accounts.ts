/** The back office journeys' staff (scripts/e2e-staff-accounts.ts writes them before the server starts). */
export const e2eStaffPassword = 'Back-office 2026!';

/** The owner's authenticator key (base32), so a journey can make its codes. */
export const e2eOwnerTotpSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

type Role = 'OWNER' | 'STAFF' | 'STORE_EMPLOYEE';

export const e2eStaff = {
  owner: {
    email: 'owner@shop.test',
    name: 'Olga Owner',
    role: 'OWNER' as Role,
    storeCode: undefined,
    totp: true,
  },
  /** An owner who has not set up two-factor sign-in yet: their first sign-in must enrol. */
  newOwner: {
    email: 'new-owner@shop.test',
    name: 'Nina Newowner',
    role: 'OWNER' as Role,
    storeCode: undefined,
    totp: false,
  },
  staff: {
    email: 'staff@shop.test',
    name: 'Sam Staff',
    role: 'STAFF' as Role,
    storeCode: undefined,
    totp: false,
  },
  storeA: {
    email: 'amsterdam@shop.test',
    name: 'Anna Amsterdam',
    role: 'STORE_EMPLOYEE' as Role,
    storeCode: 'amsterdam',
    totp: false,
  },
  storeB: {
    email: 'rotterdam@shop.test',
    name: 'Rob Rotterdam',
    role: 'STORE_EMPLOYEE' as Role,
    storeCode: 'rotterdam',
    totp: false,
  },
};

export type E2eStaffKey = keyof typeof e2eStaff;
