import { describe, expect, it } from 'vitest';
import { paymentStateOf, paynlStatusTable } from './paynl-status.ts';

describe("Pay.'s status codes", () => {
  it.each([
    [100, 'PAID'],
    [95, 'PAID'],
    [97, 'PAID'],
    [85, 'PAID'],
    [76, 'PAID'],
    [75, 'PAID'],
    [20, 'PENDING'],
    [25, 'PENDING'],
    [50, 'PENDING'],
    [80, 'PENDING'],
    [90, 'PENDING'],
    [98, 'PENDING'],
    [-90, 'CANCELLED'],
    [-63, 'DENIED'],
    [-64, 'DENIED'],
    [-80, 'EXPIRED'],
    [-60, 'CANCELLED'],
    [-61, 'CANCELLED'],
    // A refund (in full or in part) is of a payment that was made.
    [-81, 'PAID'],
    [-82, 'PAID'],
  ] as const)('%i means %s', (code, state) => {
    expect(paymentStateOf(code)).toBe(state);
  });

  it('treats every other negative code as a cancellation (chargeback, unknown)', () => {
    expect(paymentStateOf(-71)).toBe('CANCELLED');
    expect(paymentStateOf(-1)).toBe('CANCELLED');
  });

  it('waits on a positive code it does not know rather than calling it paid', () => {
    expect(paymentStateOf(99)).toBe('PENDING');
    expect(paymentStateOf(0)).toBe('PENDING');
  });

  it('keeps one table for every code it names', () => {
    for (const [code, state] of Object.entries(paynlStatusTable)) {
      expect(paymentStateOf(Number(code))).toBe(state);
    }
  });
});
