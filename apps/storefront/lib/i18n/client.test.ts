import { describe, expect, it } from 'vitest';
import compile from 'icu-minify/compile';
import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';
import { formatMessage, type ClientMessages } from './client';
import { clientMessages, clientNamespaces } from './client-namespaces';

// The build compiles the catalogues the same way (next-intl's precompile option).
function compiled(catalogue: Record<string, unknown>): ClientMessages {
  const walk = (value: unknown): unknown =>
    typeof value === 'string'
      ? compile(value)
      : Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, walk(v)]));
  return walk(catalogue) as ClientMessages;
}

describe('client messages', () => {
  const messages = clientMessages(compiled(nl));

  it('formats plurals with their exact and category forms', () => {
    expect(formatMessage(messages, 'nl', 'Header.cartCount', { count: 0 })).toBe(
      'Je winkelwagen is leeg',
    );
    expect(formatMessage(messages, 'nl', 'Header.cartCount', { count: 1 })).toBe(
      '1 artikel in je winkelwagen',
    );
    expect(formatMessage(messages, 'nl', 'Header.cartCount', { count: 12 })).toBe(
      '12 artikelen in je winkelwagen',
    );
  });

  it('fills placeholders', () => {
    expect(formatMessage(messages, 'nl', 'Menu.allFrom', { category: 'Wassen' })).toContain(
      'Wassen',
    );
  });

  it('follows the locale', () => {
    const french = clientMessages(compiled(fr));
    expect(formatMessage(french, 'fr', 'Header.cartCount', { count: 2 })).not.toBe(
      formatMessage(messages, 'nl', 'Header.cartCount', { count: 2 }),
    );
  });

  it('shows the key of a missing message instead of failing', () => {
    expect(formatMessage(messages, 'nl', 'Header.noSuchMessage')).toBe('Header.noSuchMessage');
    expect(formatMessage(messages, 'nl', 'Product.title')).toBe('Product.title');
  });

  it('hands the browser only the namespaces client components read', () => {
    expect(Object.keys(messages).sort()).toEqual([...clientNamespaces].sort());
    expect(Object.keys(messages)).not.toContain('Metadata');
  });
});
