import { describe, expect, it } from 'vitest';
import { mapConfig, mapTileSource } from './map';

const configured = {
  tileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png',
  tileAttribution: '© Example',
};

describe('mapTileSource', () => {
  it('uses no tiles by default, with or without consent', () => {
    expect(mapConfig.tileUrl).toBeNull();
    expect(mapTileSource(false)).toBeNull();
    expect(mapTileSource(true)).toBeNull();
  });

  it('uses a configured tile server only after consent', () => {
    expect(mapTileSource(false, configured)).toBeNull();
    expect(mapTileSource(true, configured)).toEqual({
      url: configured.tileUrl,
      attribution: configured.tileAttribution,
    });
  });

  it('keeps the spec defaults: zoom 8, scroll wheel off', () => {
    expect(mapConfig.defaultZoom).toBe(8);
    expect(mapConfig.scrollWheelZoom).toBe(false);
  });
});
