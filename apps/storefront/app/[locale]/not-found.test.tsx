import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ClientMessagesProvider } from '@/lib/i18n/client';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';

const catalogues = { nl, fr, de, en };

// The server's translations as next-intl gives them for an explicit locale.
vi.mock('next-intl/server', () => ({
  getTranslations:
    async ({ locale, namespace }: { locale: keyof typeof catalogues; namespace: 'Errors' }) =>
    (key: keyof typeof nl.Errors) =>
      catalogues[locale][namespace][key],
}));
vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => (
    <a href={href}>{children}</a>
  ),
}));

const { default: NotFound, generateMetadata } = await import('./not-found');

describe('the 404 page', () => {
  it('is titled in the language of its locale segment, Dutch for one the shop does not speak', async () => {
    const title = async (locale: string) =>
      (await generateMetadata({ params: Promise.resolve({ locale }) })).title;
    expect(await title('fr')).toBe('404 - Page introuvable');
    expect(await title('de')).toBe('404 - Seite nicht gefunden');
    expect(await title('en')).toBe('404 - Page not found');
    expect(await title('nl')).toBe('404 - Pagina niet gevonden');
    expect(await title('xx')).toBe('404 - Pagina niet gevonden');
  });

  it('says its heading and text in the language the layout hands the page', () => {
    const html = renderToStaticMarkup(
      <ClientMessagesProvider locale="en" messages={en}>
        <NotFound />
      </ClientMessagesProvider>,
    );
    expect(html).toContain(
      `<h1 class="text-3xl font-bold text-brand">${en.Errors.notFoundTitle}</h1>`,
    );
    expect(html).toContain(en.Errors.backHome);
    expect(html).not.toContain(nl.Errors.notFoundTitle);
  });
});
