import { describe, expect, it } from 'vitest';
import { idCursor, parseIdCursor } from './id-cursor.ts';
import { mailStatusOf, statusesOf } from './customer-care-views.ts';

describe('id cursors', () => {
  it('gives back the id a page handed out', () => {
    for (const id of [1, 42, 2_147_483_647]) expect(parseIdCursor(idCursor(id))).toBe(id);
    expect(parseIdCursor(null)).toBeNull();
    expect(parseIdCursor('')).toBeNull();
  });

  it('refuses text no page handed out', () => {
    for (const text of [
      '42',
      'aWQ6',
      Buffer.from('id:-1').toString('base64url'),
      'x'.repeat(30),
      'id:1',
    ]) {
      expect(() => parseIdCursor(text)).toThrowError(/not a cursor/);
    }
  });
});

describe('outbox states as staff see them', () => {
  it('counts a mail being sent as waiting', () => {
    expect(statusesOf('PENDING')).toEqual(['pending', 'sending']);
    expect(statusesOf('FAILED')).toEqual(['failed']);
    expect(statusesOf(null)).toBeNull();
    expect(mailStatusOf('sending')).toBe('PENDING');
    expect(mailStatusOf('sent')).toBe('SENT');
  });
});
