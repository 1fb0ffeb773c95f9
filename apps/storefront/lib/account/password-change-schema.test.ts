import { describe, expect, it } from 'vitest';
import { passwordChangeSchema } from './password-change-schema';

const issues = (values: object) => {
  const result = passwordChangeSchema.safeParse(values);
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.message.split('?')[0]]);
};

describe('password change form', () => {
  it('asks an empty form for its passwords', () => {
    expect(issues({})).toEqual([
      ['currentPassword', 'requiredPassword'],
      ['newPassword', 'requiredPassword'],
    ]);
  });

  it('checks spec §5: current password, 3 of 4 classes, minimum length, passwords match', () => {
    expect(issues({ newPassword: 'Sterk-wachtw00rd', repeatPassword: 'Sterk-wachtw00rd' })).toEqual(
      [['currentPassword', 'requiredPassword']],
    );
    expect(
      issues({ currentPassword: 'old', newPassword: 'alleenklein', repeatPassword: 'alleenklein' }),
    ).toEqual([['newPassword', 'passwordClasses']]);
    expect(issues({ currentPassword: 'old', newPassword: 'Ab1!', repeatPassword: 'Ab1!' })).toEqual(
      [['newPassword', 'minLength']],
    );
    expect(
      issues({
        currentPassword: 'old',
        newPassword: 'Sterk-wachtw00rd',
        repeatPassword: 'Sterk-wachtw00rt',
      }),
    ).toEqual([['repeatPassword', 'passwordsMustMatch']]);
    expect(
      issues({
        currentPassword: 'old',
        newPassword: 'Sterk-wachtw00rd',
        repeatPassword: 'Sterk-wachtw00rd',
      }),
    ).toEqual([]);
  });

  it('bounds what it takes', () => {
    expect(issues({ currentPassword: 'x'.repeat(257) })[0]?.[0]).toBe('currentPassword');
  });
});
