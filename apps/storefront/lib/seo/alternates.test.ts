import { describe, expect, it } from 'vitest';
import { alternatesFor } from './alternates';

describe('alternatesFor', () => {
  it('names the same path under each language’s prefix, Dutch as x-default', () => {
    expect(alternatesFor('fr', '/merken')).toEqual({
      canonical: '/fr/merken',
      languages: {
        'nl-NL': '/merken',
        'fr-FR': '/fr/merken',
        'de-DE': '/de/merken',
        'en-US': '/en/merken',
        'x-default': '/merken',
      },
    });
  });

  it('names each language’s own path where the page has one (a url key per language)', () => {
    const own = { nl: '/wasmachine', fr: '/lave-linge', de: '/waschmaschine', en: '/wasmachine' };
    expect(alternatesFor('fr', '/lave-linge', own)).toEqual({
      canonical: '/fr/lave-linge',
      languages: {
        'nl-NL': '/wasmachine',
        'fr-FR': '/fr/lave-linge',
        'de-DE': '/de/waschmaschine',
        'en-US': '/en/wasmachine',
        'x-default': '/wasmachine',
      },
    });
    // A language the engine named no address for keeps the page's path.
    expect(alternatesFor('nl', '/wasmachine', { fr: '/lave-linge' }).languages['de-DE']).toBe(
      '/de/wasmachine',
    );
  });
});
