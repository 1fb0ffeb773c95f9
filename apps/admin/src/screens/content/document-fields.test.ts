import { describe, expect, it } from 'vitest';
import {
  compactText,
  documentFields,
  fieldValue,
  fitsOneRequest,
  textProblems,
  withField,
} from './document-fields';

const store = {
  code: 'utrecht',
  name: 'Utrecht',
  street: 'Oudegracht 1',
  postcode: '3511 AA',
  city: 'Utrecht',
  country: 'NL',
  phone: null,
  email: null,
  latitude: 52.09,
  longitude: 5.12,
  openingHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
    weekday,
    open: weekday === 0 ? null : '09:00',
    close: weekday === 0 ? null : '18:00',
  })),
};
const field = (key: string) => documentFields.STORE.find((candidate) => candidate.key === key)!;

describe('the form beside the JSON editor', () => {
  it('changes one field and keeps the rest of the document in its order', () => {
    const text = withField(store, field('city'), 'Utrecht Centrum');
    expect(Object.keys(JSON.parse(text))).toEqual(Object.keys(store));
    expect(JSON.parse(text).city).toBe('Utrecht Centrum');
    expect(JSON.parse(text).openingHours).toEqual(store.openingHours);
    expect(text.endsWith('}\n')).toBe(true);
  });

  it('writes an emptied optional field as null and reads null as empty', () => {
    expect(JSON.parse(withField(store, field('phone'), '')).phone).toBeNull();
    expect(fieldValue(store, field('phone'))).toBe('');
  });

  it('checks by the engine schema and puts a problem at its field', () => {
    const valid = textProblems('stores/utrecht.json', JSON.stringify(store), 'STORE');
    expect(valid).toEqual({ json: null, byField: {}, all: [] });
    const noName = textProblems(
      'stores/utrecht.json',
      JSON.stringify({ ...store, name: '' }),
      'STORE',
    );
    expect(Object.keys(noName.byField)).toEqual(['name']);
    expect(noName.all[0]!.path).toBe('name');
    const deep = textProblems(
      'stores/utrecht.json',
      JSON.stringify({ ...store, openingHours: store.openingHours.slice(1) }),
      'STORE',
    );
    expect(deep.byField).toEqual({});
    expect(deep.all[0]!.path).toBe('openingHours');
    expect(textProblems('stores/utrecht.json', '{', 'STORE').json).toMatch(/JSON/);
  });

  it('sends the document without indentation, and says when it is too large to send', () => {
    expect(compactText('{\n  "a": 1\n}\n')).toBe('{"a":1}');
    expect(fitsOneRequest(JSON.stringify({ text: 'x'.repeat(90_000) }))).toBe(true);
    expect(fitsOneRequest(JSON.stringify({ text: 'x'.repeat(96_000) }))).toBe(false);
  });
});
