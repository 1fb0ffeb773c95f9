import { describe, expect, it } from 'vitest';
import { backOfficeSettings } from './back-office-settings.ts';

describe('back office settings', () => {
  it('takes the defaults when unset or empty, and whole numbers when set', () => {
    expect(backOfficeSettings({})).toEqual({ pendingPaymentMinutes: 60, lowStockThreshold: 2 });
    expect(
      backOfficeSettings({ ADMIN_PENDING_PAYMENT_MINUTES: ' ', ADMIN_LOW_STOCK_THRESHOLD: '5' }),
    ).toEqual({ pendingPaymentMinutes: 60, lowStockThreshold: 5 });
  });

  it('stops the engine with the variable named when a value is not a whole number', () => {
    expect(() => backOfficeSettings({ ADMIN_LOW_STOCK_THRESHOLD: 'two' })).toThrow(
      /ADMIN_LOW_STOCK_THRESHOLD must be a whole number/,
    );
    expect(() => backOfficeSettings({ ADMIN_PENDING_PAYMENT_MINUTES: '-1' })).toThrow(
      /ADMIN_PENDING_PAYMENT_MINUTES/,
    );
    expect(() => backOfficeSettings({ ADMIN_PENDING_PAYMENT_MINUTES: '1.5' })).toThrow(
      /ADMIN_PENDING_PAYMENT_MINUTES/,
    );
  });
});
