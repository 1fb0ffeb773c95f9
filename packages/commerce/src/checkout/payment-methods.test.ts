import { describe, expect, it } from 'vitest';
import { paymentDouble } from '../testing/payment-double.ts';
import { chosenMethod, methodsFor } from './payment-methods.ts';

const provider = paymentDouble().provider;
const codes = async (cents: number, type: 'PERSONAL' | 'BUSINESS') =>
  (await methodsFor(provider, cents, type)).map((method) => method.code);

describe('payment methods per cart', () => {
  it('offers in3 from €100 only and Riverty to personal customers only', async () => {
    expect(await codes(99_99, 'PERSONAL')).toEqual([
      'paynl_payment_ideal',
      'paynl_payment_afterpay',
    ]);
    expect(await codes(100_00, 'PERSONAL')).toContain('paynl_payment_in3');
    expect(await codes(100_00, 'BUSINESS')).toEqual(['paynl_payment_ideal', 'paynl_payment_in3']);
    expect(await codes(3_500_00, 'PERSONAL')).toEqual(['paynl_payment_ideal']);
  });

  it('asks Riverty for an adult date of birth and a gender', async () => {
    const [, riverty] = await provider.methods();
    const today = '2026-11-24';
    const choose = (paynl: Record<string, unknown>) =>
      chosenMethod(riverty!, { code: riverty!.code, paynl }, today);
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
