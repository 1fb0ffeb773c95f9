import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import compile from 'icu-minify/compile';
import nl from '@/messages/nl.json';
import en from '@/messages/en.json';
import { ClientMessagesProvider, type ClientMessages } from '@/lib/i18n/client';
import { clientMessages } from '@/lib/i18n/client-namespaces';
import { ToastCloseButton, ToastHost } from './toast-host';

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
      <ToastHost />
    </ClientMessagesProvider>,
  );

describe('the toast region', () => {
  it('is named in the page’s language, not the library’s English', () => {
    const dutch = render('nl', nl);
    expect(dutch).toContain('aria-label="Meldingen (Alt+T)"');
    expect(dutch).not.toContain('Notifications');
    expect(render('en', en)).toContain('aria-label="Notifications (Alt+T)"');
  });

  it('closes a toast with a button named in the page’s language', () => {
    const html = renderToStaticMarkup(<ToastCloseButton label="Sluiten" />);
    expect(html).toContain('aria-label="Sluiten"');
    expect(html).not.toContain('aria-label="close"');
  });
});
