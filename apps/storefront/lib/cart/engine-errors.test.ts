import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { shopperErrorReasons } from '@webshop/commerce/contracts';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import {
  coarseCodes,
  engineErrorText,
  hasEngineErrorText,
  requestErrorKeys,
} from './engine-errors';
import { addBodySchema, putSchema, requestIssue } from './request-schemas';

const catalogues = { nl, fr, de, en } as const;
const reasons = Object.keys(shopperErrorReasons) as (keyof typeof shopperErrorReasons)[];

/** The arguments an ICU message names ({product}, {available, plural, …}). */
function argumentsOf(message: string): Set<string> {
  return new Set([...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((match) => match[1]!));
}

describe('the EngineErrors catalogue', () => {
  it.each(Object.entries(catalogues))(
    'says every reason the engine gives in %s, naming only values the engine sends',
    (_, messages) => {
      const said = messages.EngineErrors as Record<string, string>;
      for (const reason of reasons) {
        expect(said[reason], reason).toEqual(expect.any(String));
        const declared = Object.keys(shopperErrorReasons[reason].params);
        for (const name of argumentsOf(said[reason]!)) expect(declared, reason).toContain(name);
      }
    },
  );

  it.each(Object.entries(catalogues))(
    'says the storefront’s own refusals and the coarse codes in %s, and a fallback',
    (_, messages) => {
      const said = messages.EngineErrors as Record<string, string>;
      for (const key of [...requestErrorKeys, ...coarseCodes, 'fallback']) {
        expect(said[key], key).toEqual(expect.any(String));
      }
      // A coarse code comes without values: its message must not need any.
      for (const code of coarseCodes) expect([...argumentsOf(said[code]!)], code).toEqual([]);
    },
  );

  it('holds the same keys in all four languages, and no English copied into the others', () => {
    const keys = Object.keys(nl.EngineErrors).sort();
    for (const messages of [fr, de, en])
      expect(Object.keys(messages.EngineErrors).sort()).toEqual(keys);
    for (const messages of [nl, fr, de]) {
      for (const key of keys) {
        const text = (messages.EngineErrors as Record<string, string>)[key];
        expect(text, key).not.toBe((en.EngineErrors as Record<string, string>)[key]);
      }
    }
  });

  it('knows every reason a refused /api/cart body gets', () => {
    const bodies: [z.ZodType, unknown][] = [
      [addBodySchema, { sku: 'WM-1', quantity: 100 }],
      [addBodySchema, { sku: 'WM-1', quantity: 1.5 }],
      [addBodySchema, { sku: 'x'.repeat(65), quantity: 1 }],
      [addBodySchema, Array.from({ length: 51 }, () => ({ sku: 'WM-1', quantity: 1 }))],
      [addBodySchema, 'nonsense'],
      [putSchema, { type: 'cart-applyCoupon', code: 'x'.repeat(65) }],
      [putSchema, { type: 'cart-deleteItem', id: '' }],
    ];
    for (const [schema, body] of bodies) {
      const parsed = schema.safeParse(body);
      expect(parsed.success).toBe(false);
      const { reason } = requestIssue(parsed.error!);
      expect(hasEngineErrorText(reason), `${JSON.stringify(body).slice(0, 60)}: ${reason}`).toBe(
        true,
      );
    }
  });
});

describe('engineErrorText', () => {
  const short = {
    code: 'INSUFFICIENT_STOCK',
    reason: 'INSUFFICIENT_STOCK',
    params: [
      { name: 'product', value: 'Wasmachine X' },
      { name: 'available', value: '3' },
      { name: 'requested', value: '5' },
    ],
  };

  it('says a reason with its values in the shopper’s language', () => {
    expect(engineErrorText('nl', short)).toBe(
      'Het gevraagde aantal van „Wasmachine X” is niet beschikbaar: nog 3 stuks op voorraad.',
    );
    expect(engineErrorText('fr', short)).toBe(
      'La quantité demandée de « Wasmachine X » n’est pas disponible : 3 pièces en stock.',
    );
    expect(engineErrorText('de', { ...short, params: { product: 'Föhn', available: 1 } })).toBe(
      'Die gewünschte Menge von „Föhn“ ist nicht verfügbar: noch 1 Stück auf Lager.',
    );
  });

  it('writes amounts in cents as money of the language', () => {
    const minimum = {
      reason: 'COUPON_MINIMUM_SUBTOTAL',
      params: { code: 'WELKOM10', minimum: 5000 },
    };
    // Intl writes a no-break space between the sign and the amount where the language has one.
    expect(engineErrorText('nl', minimum)).toMatch(
      /^De kortingscode WELKOM10 geldt vanaf een subtotaal van €\s50,00\.$/,
    );
    expect(engineErrorText('en', minimum)).toBe(
      'The coupon code WELKOM10 applies from a subtotal of €50.00.',
    );
  });

  it('falls back to the code, then to a general sentence, never to the engine’s English', () => {
    expect(engineErrorText('fr', { code: 'NOT_SALABLE', reason: 'SOMETHING_NEW' })).toBe(
      fr.EngineErrors.NOT_SALABLE,
    );
    expect(engineErrorText('de', { code: 'TEAPOT' })).toBe(de.EngineErrors.fallback);
    // A message whose value is missing is not shown with a hole in it.
    expect(engineErrorText('nl', { reason: 'INSUFFICIENT_STOCK' })).toBe(nl.EngineErrors.fallback);
    // An unknown language is said in Dutch, the shop's own.
    expect(engineErrorText('xx', { reason: 'CART_EMPTY' })).toBe(nl.EngineErrors.CART_EMPTY);
  });
});
