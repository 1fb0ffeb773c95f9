import { describe, expect, it, vi } from 'vitest';
import { footerAccordion, imageFallback, optionSearch } from './page-behaviours';

type Listener = (event: { target: unknown }) => void;

/** A document that keeps its listeners and answers the queries the scripts make. */
function fakeDocument(query: (selector: string) => unknown[] = () => []) {
  const listeners: Record<string, Listener> = {};
  return {
    addEventListener: (type: string, listener: Listener) => void (listeners[type] = listener),
    querySelectorAll: (selector: string) => query(selector),
    querySelector: (selector: string) => query(selector)[0] ?? null,
    fire: (type: string, target: unknown) => listeners[type]?.({ target }),
  };
}

function element(attributes: Record<string, string> = {}) {
  const node = {
    attributes: { ...attributes },
    hidden: false,
    getAttribute: (name: string) => node.attributes[name] ?? null,
    setAttribute: (name: string, value: string) => void (node.attributes[name] = value),
    toggleAttribute: (name: string, on: boolean) =>
      on ? (node.attributes[name] = '') : delete node.attributes[name],
  };
  return node;
}

describe('footer accordion', () => {
  it('opens a section on its button and closes it on the next click; other clicks do nothing', () => {
    const document = fakeDocument();
    const section = element();
    const button = Object.assign(element({ 'aria-expanded': 'false' }), {
      closest: (selector: string) =>
        selector === '[data-footer-toggle]'
          ? button
          : selector.includes('footer-section')
            ? section
            : null,
    });
    footerAccordion(document as unknown as Document);
    document.fire('click', button);
    expect(button.attributes['aria-expanded']).toBe('true');
    expect('data-open' in section.attributes).toBe(true);
    document.fire('click', { closest: () => null });
    document.fire('click', button);
    expect(button.attributes['aria-expanded']).toBe('false');
    expect('data-open' in section.attributes).toBe(false);
  });
});

describe('option search', () => {
  it('hides the options whose label lacks the text, also behind show more, which it opens', () => {
    vi.stubGlobal('CSS', { escape: (value: string) => value });
    const options = ['bosch', 'siemens', 'aeg'].map((label) =>
      element({ 'data-option-label': label }),
    );
    const details = { tagName: 'DETAILS', open: false };
    const more = { parentElement: details };
    const document = fakeDocument((selector) =>
      selector.startsWith('#brand ')
        ? options
        : selector === '[data-more-of="brand"]'
          ? [more]
          : [],
    );
    optionSearch(document as unknown as Document);
    const input = Object.assign(element({ 'data-option-search': 'brand' }), { value: ' SIE ' });
    document.fire('input', input);
    expect(options.map((option) => option.hidden)).toEqual([true, false, true]);
    expect(details.open).toBe(true);
    input.value = '';
    document.fire('input', input);
    expect(options.map((option) => option.hidden)).toEqual([false, false, false]);
    document.fire('input', element());
    expect(options.map((option) => option.hidden)).toEqual([false, false, false]);
    vi.unstubAllGlobals();
  });
});

describe('image fallback', () => {
  it('swaps a failed image and its picture sources for the fallback, once', () => {
    const document = fakeDocument();
    const source = { srcset: 'phone.webp' };
    const picture = { tagName: 'PICTURE', querySelectorAll: () => [source] };
    const image = Object.assign(element({ srcset: 'a.webp 1x' }), {
      tagName: 'IMG',
      src: 'broken.webp',
      dataset: { fallbackSrc: '/fallback.svg' } as Record<string, string>,
      parentElement: picture,
      removeAttribute: (name: string) => delete image.attributes[name],
    });
    imageFallback(document as unknown as Document);
    document.fire('error', image);
    expect(image.src).toBe('/fallback.svg');
    expect(source.srcset).toBe('/fallback.svg');
    expect('srcset' in image.attributes).toBe(false);
    expect(image.dataset.fallback).toBe('true');
    image.src = 'other.webp';
    document.fire('error', image);
    expect(image.src).toBe('other.webp');
    document.fire('error', { tagName: 'SCRIPT' });
  });
});
