import { describe, expect, it } from 'vitest';
import { errorMessage } from './errors';

describe('error messages (spec §8)', () => {
  it('takes the first GraphQL error, then message, nested messages, detail and title', () => {
    expect(
      errorMessage({ errors: [{ message: 'first' }, { message: 'second' }], message: 'm' }),
    ).toBe('first');
    expect(errorMessage({ message: 'plain' })).toBe('plain');
    expect(errorMessage({ message: { message: 'nested' } })).toBe('nested');
    expect(errorMessage({ errors: [{ detail: 'detail' }] })).toBe('detail');
    expect(errorMessage({ error: { message: 'inner' } })).toBe('inner');
    expect(errorMessage({ title: 'Title' })).toBe('Title');
    expect(errorMessage(null)).toBe('Something went wrong');
  });
});
