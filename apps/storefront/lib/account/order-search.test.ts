import { describe, expect, it } from 'vitest';
import { orderSearchMaxLength, orderSearchTerm, orderStatusKey } from './order-search';

describe('order search', () => {
  it('trims and bounds what was typed, and ignores what is not text', () => {
    expect(orderSearchTerm('  000123 ')).toBe('000123');
    expect(orderSearchTerm('9'.repeat(1000))).toHaveLength(orderSearchMaxLength);
    expect(orderSearchTerm(['1', '2'])).toBe('');
    expect(orderSearchTerm(undefined)).toBe('');
  });

  it('names every status', () => {
    expect(orderStatusKey('READY_TO_SHIP')).toBe('statusReadyToShip');
    expect(orderStatusKey('CANCELED')).toBe('statusCanceled');
  });
});
