import { describe, expect, it } from 'vitest';
import {
  loginSchema,
  passwordClasses,
  registerSchema,
  resetPasswordSchema,
  safeRedirect,
} from './user-requests';

describe('redirect targets after an account action', () => {
  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil',
    '\\\\evil.example',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'evil.example/path',
    '/\t/evil.example',
    '/\n/evil.example',
    '',
    `/${'a'.repeat(2048)}`,
  ])('%j is not followed', (target) => {
    expect(safeRedirect(target)).toBeNull();
  });

  it.each(['/', '/customer/account', '/de/checkout?step=2#top', '/search?q=a%2F%2Fb'])(
    '%j on the shop is',
    (target) => {
      expect(safeRedirect(target)).toBe(target);
    },
  );

  it('ignores what is not a string', () => {
    expect(safeRedirect(undefined)).toBeNull();
    expect(safeRedirect({ href: '/' })).toBeNull();
  });
});

describe('spec §5 password rules', () => {
  it('counts the classes of characters', () => {
    expect(passwordClasses('abcdefgh')).toBe(1);
    expect(passwordClasses('abcdEFGH')).toBe(2);
    expect(passwordClasses('abcdEF12')).toBe(3);
    expect(passwordClasses('aB1!')).toBe(4);
  });

  const registration = {
    email: 'sanne@example.com',
    firstname: 'Sanne',
    lastname: 'de Vries',
  };
  const issues = (password: string, passwordConfirm = password) => {
    const result = registerSchema.safeParse({ ...registration, password, passwordConfirm });
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('asks for 8 characters of 3 classes and a matching confirmation', () => {
    expect(issues('Ab1!')).toEqual(['minLength?n=8']);
    expect(issues('abcdefgh12')).toEqual(['passwordClasses']);
    expect(issues('   ')).toEqual(['requiredPassword']);
    expect(issues('abcdEF12')).toEqual([]);
    expect(issues('abcdEF12', 'abcdEF13')).toEqual(['passwordsMustMatch']);
  });

  it('keeps a password as typed, spaces included, and trims names and e-mail', () => {
    const parsed = registerSchema.parse({
      ...registration,
      email: ' sanne@example.com ',
      firstname: ' Sanne ',
      password: ' abcdEF12 ',
      passwordConfirm: ' abcdEF12 ',
    });
    expect(parsed).toMatchObject({
      email: 'sanne@example.com',
      firstname: 'Sanne',
      password: ' abcdEF12 ',
    });
  });

  it('does not apply the new-password rules to signing in', () => {
    expect(loginSchema.safeParse({ email: 'sanne@example.com', password: 'kort' }).success).toBe(
      true,
    );
  });

  it('asks the reset to repeat the new password', () => {
    const reset = { email: 'sanne@example.com', token: 'abc', password: 'abcdEF12' };
    expect(resetPasswordSchema.safeParse({ ...reset, repeatPassword: 'abcdEF12' }).success).toBe(
      true,
    );
    const mismatch = resetPasswordSchema.safeParse({ ...reset, repeatPassword: 'abcdEF1' });
    expect(mismatch.error?.issues[0]).toMatchObject({
      path: ['repeatPassword'],
      message: 'passwordsMustMatch',
    });
  });
});
