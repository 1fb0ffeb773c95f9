import { z } from 'zod';

/** Message keys of the Reservation namespace, so the browser shows them in the page's language. */
export type ReservationMessage = 'required' | 'invalidEmail' | 'invalidPhone' | 'tooLong';

// spec §5 email: letters with accents, Greek or Cyrillic are refused, then a standard pattern.
const emailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
// A Dutch, Belgian or German number as people type it: digits with spaces, dashes, a leading +.
const phonePattern = /^\+?[0-9][0-9 ()-]{7,18}[0-9]$/;

const required = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'required' satisfies ReservationMessage)
    .max(max, 'tooLong' satisfies ReservationMessage);

/** spec §3 reservation form: store, name, email, phone. */
export const reservationFormSchema = z.object({
  sku: required(64),
  store: required(32),
  name: required(100),
  email: required(254).regex(emailPattern, 'invalidEmail' satisfies ReservationMessage),
  phone: required(20).regex(phonePattern, 'invalidPhone' satisfies ReservationMessage),
});

export type ReservationForm = z.infer<typeof reservationFormSchema>;

/** What POST /api/reservation takes: the form plus a quantity of 1 to 10. */
export const reservationRequestSchema = reservationFormSchema.extend({
  quantity: z.number().int().min(1).max(10).default(1),
});
