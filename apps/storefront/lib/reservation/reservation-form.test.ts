import { describe, expect, it } from 'vitest';
import { reservationFormSchema, reservationRequestSchema } from './reservation-form';

const valid = {
  sku: 'WM-1',
  store: 'utrecht',
  name: 'Jan Jansen',
  email: 'jan@voorbeeld.nl',
  phone: '06 1234 5678',
};

const messageFor = (input: unknown) => {
  const result = reservationFormSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('reservation form (spec §3, §5)', () => {
  it('takes a complete form', () => {
    expect(messageFor(valid)).toBeNull();
  });

  it.each([
    ['store', { ...valid, store: '' }, 'required'],
    ['name of spaces', { ...valid, name: '   ' }, 'required'],
    ['email with accents', { ...valid, email: 'jàn@voorbeeld.nl' }, 'invalidEmail'],
    ['email without domain', { ...valid, email: 'jan@' }, 'invalidEmail'],
    ['phone with letters', { ...valid, phone: '06-abcdefgh' }, 'invalidPhone'],
    ['phone too short', { ...valid, phone: '0612' }, 'invalidPhone'],
    ['name too long', { ...valid, name: 'x'.repeat(101) }, 'tooLong'],
  ])('refuses %s with %s', (_, input, message) => {
    expect(messageFor(input)).toBe(message);
  });

  it('defaults the quantity to one and bounds it', () => {
    expect(reservationRequestSchema.parse(valid).quantity).toBe(1);
    expect(reservationRequestSchema.safeParse({ ...valid, quantity: 11 }).success).toBe(false);
  });
});
