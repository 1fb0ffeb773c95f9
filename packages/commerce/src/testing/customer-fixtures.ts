import { randomBytes } from 'node:crypto';
import type { CommerceEngine } from '../engine/create-engine.ts';

export const fixturePassword = 'Sterk-wachtw00rd';

export interface SignedInCustomer {
  email: string;
  password: string;
  customerId: number;
  token: string;
  /** Request headers that sign the customer in (spec §7 Authorization Bearer). */
  headers: Record<string, string>;
}

/** A fresh, confirmed account with a session, made through the customers service. */
export async function signedInCustomer(
  engine: CommerceEngine,
  options: { email?: string; firstname?: string; lastname?: string; password?: string } = {},
): Promise<SignedInCustomer> {
  const email = options.email ?? `shopper-${randomBytes(6).toString('hex')}@example.com`;
  const password = options.password ?? fixturePassword;
  const customers = engine.services.customers;
  const outcome = await customers.register(
    {
      email,
      password,
      firstname: options.firstname ?? 'Sanne',
      lastname: options.lastname ?? 'de Vries',
    },
    'nl',
  );
  if (outcome.kind !== 'created') throw new Error(`${email} already has an account`);
  await customers.confirm(email, outcome.confirmationKey);
  const signedIn = await customers.signIn(email, password);
  if (signedIn.kind !== 'signed-in') throw new Error(`${email} could not sign in`);
  return {
    email,
    password,
    customerId: signedIn.customerId,
    token: signedIn.token,
    headers: { Authorization: `Bearer ${signedIn.token}` },
  };
}
