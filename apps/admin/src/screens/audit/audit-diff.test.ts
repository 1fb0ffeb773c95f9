import { describe, expect, it } from 'vitest';
import { changedFields, prettyJson } from './audit-diff';

describe('audit diff', () => {
  it('lists only the fields a change touched', () => {
    expect(
      changedFields(
        '{"role":"STAFF","active":true,"name":"Sam"}',
        '{"role":"OWNER","active":true,"name":"Sam"}',
      ),
    ).toEqual([{ field: 'role', before: '"STAFF"', after: '"OWNER"' }]);
  });

  it('shows a creation as every field new, and a nested value as JSON', () => {
    expect(changedFields(null, '{"email":"a@b.nl","lines":[{"sku":"X"}]}')).toEqual([
      { field: 'email', before: null, after: '"a@b.nl"' },
      { field: 'lines', before: null, after: '[{"sku":"X"}]' },
    ]);
  });

  it('gives up on states that are not objects or were cut, so both are shown whole', () => {
    expect(changedFields('[1,2]', '[1,3]')).toBeNull();
    expect(changedFields(null, '{"truncated":true,"bytes":9000,"start":"{"}')).toBeNull();
    expect(prettyJson('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(prettyJson(null)).toBe('—');
  });
});
