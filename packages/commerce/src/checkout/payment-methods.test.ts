import { describe, expect, it } from 'vitest';
import { createPaymentProvider } from '../payment/module.ts';
import { chosenMethod, methodsFor } from './payment-methods.ts';

// The embedded Pay. simulator: the methods Pay. configures for the shop, with their limits.
const provider = createPaymentProvider({});
const codes = async (cents: number, type: 'PERSONAL' | 'BUSINESS') =>
  (await methodsFor(provider, cents, type)).map((method) => method.code);

describe('payment methods per cart', () => {
  it('offers in3 from €100 only and Riverty to personal customers only', async () => {
    const in3 = 'paynl_payment_capayable_gespreid';
    const riverty = 'paynl_payment_afterpay';
    const below = await codes(99_99, 'PERSONAL');
    expect(below).toEqual(expect.arrayContaining(['paynl_payment_ideal', riverty]));
    expect(below).not.toContain(in3);
    expect(await codes(100_00, 'PERSONAL')).toContain(in3);
    const business = await codes(100_00, 'BUSINESS');
    expect(business).toContain('paynl_payment_ideal');
    expect(business).not.toContain(riverty);
    const large = await codes(3_500_00, 'PERSONAL');
    expect(large).toContain('paynl_payment_ideal');
    expect(large).not.toContain(in3);
    expect(large).not.toContain(riverty);
  });

  it('asks Riverty for an adult date of birth and a gender', async () => {
    const riverty = (await provider.methods()).find(
      (method) => method.code === 'paynl_payment_afterpay',
    );
    const today = '2026-11-24';
    const choose = (paynl: Record<string, unknown>) =>
      chosenMethod(
        riverty!,
        { code: riverty!.code, paynl: { telephone: '0612345678', ...paynl } },
        today,
      );
    expect(() => choose({ gender: 'MR' })).toThrow('The field is required.');
    expect(() => choose({ date_of_birth: '24-11-1990', gender: 'MR' })).toThrow(/YYYY-MM-DD/);
    expect(() => choose({ date_of_birth: '2009-11-25', gender: 'MR' })).toThrow(/18/);
    expect(() => choose({ date_of_birth: '1990-01-01' })).toThrow('The field is required.');
    expect(choose({ date_of_birth: '2008-11-24', gender: 'MRS' })).toMatchObject({
      dateOfBirth: '2008-11-24',
      gender: 'MRS',
    });
  });
});
