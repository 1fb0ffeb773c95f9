import { z } from 'zod';
import type { AdminProductFieldsFragment, AdminProductUpdateInput } from '@/generated/graphql';

/** Euros as staff type them: `349`, `349.5`, `349,50` (at most 2 decimals, below a million). */
const euroPattern = /^\d{1,6}(?:[.,]\d{1,2})?$/;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** Whole cents from typed euros, never through a float; null when it is no amount. */
export function centsOf(text: string): number | null {
  const value = text.trim();
  if (!euroPattern.test(value)) return null;
  const [whole, fraction = ''] = value.split(/[.,]/);
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as the form shows them: `349.50`. */
export function eurosOf(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * The edit form's fields and their checks, the same the engine makes (it checks again: the
 * form's messages only save a round trip). Error messages are message keys.
 */
export const productFormSchema = z
  .object({
    online: z.boolean(),
    price: z.string().refine((value) => centsOf(value) !== null, 'invalidAmount'),
    hasSpecial: z.boolean(),
    specialPrice: z.string(),
    specialFrom: z
      .string()
      .refine((value) => value === '' || dayPattern.test(value), 'invalidDate'),
    specialTo: z.string().refine((value) => value === '' || dayPattern.test(value), 'invalidDate'),
    labels: z.array(z.string()),
  })
  .superRefine((form, issues) => {
    if (!form.hasSpecial) return;
    const special = centsOf(form.specialPrice);
    const price = centsOf(form.price);
    if (special === null) {
      issues.addIssue({ code: 'custom', path: ['specialPrice'], message: 'invalidAmount' });
    } else if (price !== null && special >= price) {
      issues.addIssue({ code: 'custom', path: ['specialPrice'], message: 'specialNotBelowPrice' });
    }
    if (form.specialFrom && form.specialTo && form.specialTo < form.specialFrom) {
      issues.addIssue({ code: 'custom', path: ['specialTo'], message: 'dateRange' });
    }
  });

export type ProductForm = z.infer<typeof productFormSchema>;

export function formOf(product: AdminProductFieldsFragment): ProductForm {
  return {
    online: product.status === 'ONLINE',
    price: eurosOf(product.price_cents),
    hasSpecial: product.special_price !== null && product.special_price !== undefined,
    specialPrice: product.special_price ? eurosOf(product.special_price.price_cents) : '',
    specialFrom: product.special_price?.from ?? '',
    specialTo: product.special_price?.to ?? '',
    labels: [...product.labels],
  };
}

/**
 * The change to send: only what staff changed, so a special price that ran out long ago does not
 * stop taking a product offline. Null when nothing changed.
 */
export function updateOf(
  sku: string,
  form: ProductForm,
  initial: ProductForm,
): AdminProductUpdateInput | null {
  const input: AdminProductUpdateInput = { sku };
  if (form.online !== initial.online) input.status = form.online ? 'ONLINE' : 'OFFLINE';
  if (centsOf(form.price) !== centsOf(initial.price)) input.price_cents = centsOf(form.price)!;
  const specialChanged =
    form.hasSpecial !== initial.hasSpecial ||
    (form.hasSpecial &&
      (centsOf(form.specialPrice) !== centsOf(initial.specialPrice) ||
        form.specialFrom !== initial.specialFrom ||
        form.specialTo !== initial.specialTo));
  if (specialChanged) {
    input.special_price = form.hasSpecial
      ? {
          price_cents: centsOf(form.specialPrice)!,
          from: form.specialFrom || null,
          to: form.specialTo || null,
        }
      : null;
  }
  if ([...form.labels].sort().join() !== [...initial.labels].sort().join()) {
    input.labels = form.labels;
  }
  return Object.keys(input).length > 1 ? input : null;
}
