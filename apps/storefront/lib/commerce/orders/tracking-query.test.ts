import { describe, expect, it } from 'vitest';
import { progressStep } from './order-view';
import { trackingQuery } from './tracking-query';

describe('trackingQuery', () => {
  it('reads a number and a postcode, the postcode written compactly', () => {
    expect(trackingQuery({ number: ' 100000012 ', postcode: '3511 ab' })).toEqual({
      number: '100000012',
      postcode: '3511AB',
    });
  });

  it('asks nothing for missing, repeated, overlong or strange input', () => {
    expect(trackingQuery({ number: '100000012' })).toBeNull();
    expect(trackingQuery({ number: ['1', '2'], postcode: '3511AB' })).toBeNull();
    expect(trackingQuery({ number: '1'.repeat(21), postcode: '3511AB' })).toBeNull();
    expect(trackingQuery({ number: '100000012', postcode: '3511AB 1234' })).toBeNull();
    expect(trackingQuery({ number: "1' or 1=1", postcode: '3511AB' })).toBeNull();
  });
});

describe('progressStep', () => {
  it('places each status on the four-step bar', () => {
    expect(progressStep('PENDING_PAYMENT')).toBe(0);
    expect(progressStep('PROCESSING')).toBe(1);
    expect(progressStep('READY_TO_SHIP')).toBe(2);
    expect(progressStep('SHIPPED')).toBe(3);
    expect(progressStep('DELIVERED')).toBe(4);
    expect(progressStep('CANCELED')).toBe(-1);
  });
});
