import { describe, expect, it } from 'vitest';
import { navigationTarget } from './navigation-links';

const locales = ['nl', 'fr', 'de', 'en'];

describe('navigation links', () => {
  it('lead to the page at the rest of the path, in the same locale', () => {
    expect(navigationTarget('/navigation/huishouden/wasmachines', locales)).toBe(
      '/huishouden/wasmachines',
    );
    expect(navigationTarget('/en/navigation/merken', locales)).toBe('/en/merken');
    expect(navigationTarget('/navigation', locales)).toBe('/');
  });

  it('leave every other path alone', () => {
    expect(navigationTarget('/huishouden/navigation', locales)).toBeNull();
    expect(navigationTarget('/en/merken', locales)).toBeNull();
  });
});
