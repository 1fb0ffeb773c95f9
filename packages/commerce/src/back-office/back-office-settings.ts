import { backOfficeLimits } from '../config/constants.ts';

/** The dashboard's thresholds, from the environment (docs/production.md, "Configuration"). */
export interface BackOfficeSettings {
  /** An order awaiting payment longer than this is "waiting too long" (ADMIN_PENDING_PAYMENT_MINUTES). */
  pendingPaymentMinutes: number;
  /** A product with at most this many online units is low on stock (ADMIN_LOW_STOCK_THRESHOLD). */
  lowStockThreshold: number;
}

export const defaultBackOfficeSettings: BackOfficeSettings = {
  pendingPaymentMinutes: backOfficeLimits.pendingPaymentMinutes,
  lowStockThreshold: backOfficeLimits.lowStockThreshold,
};

function wholeNumber(
  env: Record<string, string | undefined>,
  name: string,
  fallback: number,
  max: number,
) {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new Error(`${name} must be a whole number from 0 to ${max}; got "${text}".`);
  }
  return value;
}

/** @throws Error naming the variable when one holds something else than a whole number. */
export function backOfficeSettings(
  env: Record<string, string | undefined> = process.env,
): BackOfficeSettings {
  return {
    pendingPaymentMinutes: wholeNumber(
      env,
      'ADMIN_PENDING_PAYMENT_MINUTES',
      defaultBackOfficeSettings.pendingPaymentMinutes,
      60 * 24 * 60,
    ),
    lowStockThreshold: wholeNumber(
      env,
      'ADMIN_LOW_STOCK_THRESHOLD',
      defaultBackOfficeSettings.lowStockThreshold,
      100_000,
    ),
  };
}
