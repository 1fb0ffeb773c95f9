import { describe, expect, it } from 'vitest';
import de from '../../messages/de.json';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';
import nl from '../../messages/nl.json';
import {
  returnErrorCode,
  returnErrorCodes,
  returnFormSchema,
  returnRequestOf,
} from './return-schema';

describe('the return form', () => {
  it('sends only the chosen lines, no reason or comment when none was given', () => {
    const parsed = returnFormSchema.parse({
      lines: [
        { sku: 'A', quantity: '2' },
        { sku: 'B', quantity: '0' },
      ],
      reason: '',
      comment: '  ',
    });
    expect(returnRequestOf(parsed)).toEqual({
      lines: [{ sku: 'A', quantity: 2 }],
      reason: null,
      comment: null,
    });
  });

  it('asks for at least one item and a bounded comment; the reason stays optional', () => {
    const none = returnFormSchema.safeParse({
      lines: [{ sku: 'A', quantity: '0' }],
      reason: 'DAMAGED',
      comment: 'x'.repeat(501),
    });
    expect(none.success).toBe(false);
    expect(none.error!.issues.map((issue) => [issue.path.join('.'), issue.message]).sort()).toEqual(
      [
        ['comment', 'commentTooLong'],
        ['lines', 'chooseItems'],
      ],
    );
    expect(
      returnFormSchema.safeParse({
        lines: [{ sku: 'A', quantity: '1' }],
        reason: 'LOST',
        comment: '',
      }).success,
    ).toBe(false);
  });

  it("names the engine's refusals it can explain, and nothing else", () => {
    expect(returnErrorCode('RETURN_WINDOW_CLOSED')).toBe('RETURN_WINDOW_CLOSED');
    expect(returnErrorCode('INTERNAL_SERVER_ERROR')).toBe('unknown');
    expect(returnErrorCode(undefined)).toBe('unknown');
    expect(returnErrorCode('RETURN_ALREADY_REFUNDED')).toBe('RETURN_ALREADY_REFUNDED');
  });

  it('explains every code it names in each language', () => {
    for (const messages of [nl, fr, de, en]) {
      const errors = messages.Returns.errors as Record<string, string>;
      for (const code of returnErrorCodes) expect(errors[code], code).toBeTruthy();
    }
  });
});
