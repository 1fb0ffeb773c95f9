import { describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import compile from 'icu-minify/compile';
import nl from '@/messages/nl.json';
import en from '@/messages/en.json';
import { ClientMessagesProvider, type ClientMessages } from '@/lib/i18n/client';
import { clientMessages } from '@/lib/i18n/client-namespaces';
import { SearchBar } from './search-bar';

// The first paint has no app router; the bar only reads the path and keeps the router for later.
vi.mock('@/i18n/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ push: () => undefined }),
}));

function compiled(catalogue: Record<string, unknown>): ClientMessages {
  const walk = (value: unknown): unknown =>
    typeof value === 'string'
      ? compile(value)
      : Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, walk(v)]));
  return clientMessages(walk(catalogue) as ClientMessages);
}

const render = (locale: 'nl' | 'en', catalogue: Record<string, unknown>) =>
  renderToStaticMarkup(
    <ClientMessagesProvider locale={locale} messages={compiled(catalogue)}>
      <SearchBar />
    </ClientMessagesProvider>,
  );

describe('the header search as the page first shows it', () => {
  it('searches without its code: the form sends the field as q to the results page', () => {
    const html = render('nl', nl);
    const form = html.match(/<form[^>]*>/)?.[0] ?? '';
    expect(form).toContain('role="search"');
    expect(form).toContain('action="/search"');
    expect(form).not.toContain('method=');
    expect(html).toMatch(/<input[^>]*name="q"/);
    expect(html).toMatch(/<button[^>]*type="submit"/);
  });

  it('sends a page in another language to that language’s results page', () => {
    expect(render('en', en).match(/<form[^>]*>/)?.[0]).toContain('action="/en/search"');
  });
});
