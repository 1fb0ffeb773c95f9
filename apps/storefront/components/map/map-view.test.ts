import { describe, expect, it } from 'vitest';
import { initialView, isPlottable } from './map-view';

const utrecht = { name: 'Utrecht', position: { lat: 52.09, lng: 5.12 } };
const gent = { name: 'Gent', position: { lat: 51.05, lng: 3.72 } };
const fallback = { lat: 52.1, lng: 5.3 };

describe('initialView', () => {
  it('centres on the fallback without locations', () => {
    expect(initialView([], 8, fallback)).toEqual({ kind: 'center', center: fallback, zoom: 8 });
  });

  it('centres on a single location at the given zoom', () => {
    expect(initialView([utrecht], 8, fallback)).toEqual({
      kind: 'center',
      center: utrecht.position,
      zoom: 8,
    });
  });

  it('fits several locations, never closer than the zoom', () => {
    expect(initialView([utrecht, gent], 8, fallback)).toEqual({
      kind: 'bounds',
      south: 51.05,
      west: 3.72,
      north: 52.09,
      east: 5.12,
      maxZoom: 8,
    });
  });
});

describe('isPlottable', () => {
  it('accepts real coordinates and refuses others', () => {
    expect(isPlottable(utrecht)).toBe(true);
    expect(isPlottable({ name: 'x', position: { lat: Number.NaN, lng: 5 } })).toBe(false);
    expect(isPlottable({ name: 'x', position: { lat: 91, lng: 5 } })).toBe(false);
    expect(isPlottable({ name: 'x', position: { lat: 52, lng: -181 } })).toBe(false);
  });
});
