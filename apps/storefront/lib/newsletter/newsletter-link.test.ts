import { describe, expect, it } from 'vitest';
import { emailProblem } from '@/lib/checkout/email-pattern';
import { linkFromQuery } from './newsletter-link';

const code = 'A'.repeat(43);

describe('the footer newsletter field (spec §5)', () => {
  it.each([
    ['', 'requiredEmail'],
    ['   ', 'requiredEmail'],
    ['jan@domein', 'emailInvalid'],
    ['jan.domein.nl', 'emailInvalid'],
    ['jürgen@domein.de', 'emailSpecialCharacters'],
    ['иван@domein.ru', 'emailSpecialCharacters'],
    [`${'a'.repeat(250)}@x.nl`, 'emailInvalid'],
    ['jan@domein.nl', null],
    [' Jan.de-Vries+nieuws@sub.domein.nl ', null],
  ])('%j → %s', (value, problem) => {
    expect(emailProblem(value)).toBe(problem);
  });
});

describe('mailed newsletter links', () => {
  it('takes a link with an address and a code of the engine’s shape', () => {
    expect(linkFromQuery('confirm', { email: 'jan@domein.nl', code })).toEqual({
      action: 'confirm',
      email: 'jan@domein.nl',
      code,
    });
  });

  it.each([
    [{ email: 'jan@domein.nl' }],
    [{ email: 'jan@domein.nl', code: 'short' }],
    [{ email: 'jan@domein.nl', code: `${'A'.repeat(42)}!` }],
    [{ email: ['a@b.nl', 'c@d.nl'], code }],
    [{ email: 'x'.repeat(300), code }],
    [{ code }],
  ])('refuses %j', (query) => {
    expect(linkFromQuery('unsubscribe', query)).toBeNull();
  });
});
