import { describe, expect, it } from 'vitest';
import { consentCookieString } from '@/lib/consent/consent-cookie';
import { tagLoader, tagLoaderScript, tagLoaderSettings } from './tag-loader';

type Listener = (event: { detail: unknown }) => void;

/** Just enough of a browser for the loader: cookies, one script element, window events. */
function fakePage(cookie = '') {
  const listeners: Record<string, Listener[]> = {};
  const appended: { src: string; async: boolean; nonce: string | null }[] = [];
  const w = {
    addEventListener: (name: string, listener: Listener) =>
      void (listeners[name] ??= []).push(listener),
  } as unknown as Window & { dataLayer?: unknown[]; gtag?: unknown };
  const d = {
    cookie,
    currentScript: { nonce: 'n0nce', getAttribute: () => null },
    createElement: () => {
      const attributes: Record<string, string> = {};
      return {
        src: '',
        async: false,
        setAttribute: (name: string, value: string) => void (attributes[name] = value),
        get nonce() {
          return attributes.nonce ?? null;
        },
      };
    },
    head: { appendChild: (element: (typeof appended)[number]) => void appended.push(element) },
  } as unknown as Document;
  const dispatch = (name: string, detail: unknown) =>
    (listeners[name] ?? []).forEach((listener) => listener({ detail }));
  return { w, d, appended, dispatch };
}

const settings = tagLoaderSettings({ mode: 'gtm', id: 'GTM-TEST1' });
const stored = (analytics: boolean, marketing: boolean) =>
  consentCookieString({ analytics, marketing }).split('; ')[0]!;
/** The data layer's entries as plain arrays (gtag pushes Arguments objects). */
const entries = (layer: unknown[] | undefined) =>
  (layer ?? []).map((entry) =>
    typeof entry === 'object' && entry !== null && 'length' in entry
      ? Array.from(entry as ArrayLike<unknown>)
      : entry,
  );

describe('tag loader', () => {
  it('does nothing at all before a choice: no data layer, no gtag, no script', () => {
    const page = fakePage('currency=EUR');
    tagLoader(page.w, page.d, settings);
    expect(page.w.dataLayer).toBeUndefined();
    expect(page.w.gtag).toBeUndefined();
    expect(page.appended).toEqual([]);
  });

  it('loads nothing for a stored "necessary only" choice', () => {
    const page = fakePage(stored(false, false));
    tagLoader(page.w, page.d, settings);
    expect(page.w.dataLayer).toBeUndefined();
    expect(page.appended).toEqual([]);
  });

  it('writes the Consent Mode defaults, then the stored choice, then loads GTM with the nonce', () => {
    const page = fakePage(stored(true, false));
    tagLoader(page.w, page.d, settings);
    const [defaults, update, start] = entries(page.w.dataLayer);
    expect(defaults).toEqual([
      'consent',
      'default',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
        functionality_storage: 'granted',
        security_storage: 'granted',
        wait_for_update: 500,
      },
    ]);
    expect(update).toEqual([
      'consent',
      'update',
      {
        analytics_storage: 'granted',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ]);
    expect(start).toMatchObject({ event: 'gtm.js' });
    expect(page.appended).toHaveLength(1);
    expect(page.appended[0]).toMatchObject({
      src: 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST1',
      async: true,
      nonce: 'n0nce',
    });
    expect(typeof page.w.gtag).toBe('function');
  });

  it('starts on consent given later and only updates on later changes', () => {
    const page = fakePage();
    tagLoader(page.w, page.d, settings);
    page.dispatch(settings.event, { analytics: false, marketing: false });
    expect(page.w.dataLayer).toBeUndefined();
    page.dispatch(settings.event, { analytics: false, marketing: true });
    expect(page.appended).toHaveLength(1);
    page.dispatch(settings.event, { analytics: false, marketing: false });
    expect(page.appended).toHaveLength(1);
    expect(entries(page.w.dataLayer).at(-1)).toEqual([
      'consent',
      'update',
      {
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ]);
  });

  it('configures GA4 through gtag.js in gtag mode', () => {
    const page = fakePage(stored(true, true));
    tagLoader(page.w, page.d, tagLoaderSettings({ mode: 'gtag', id: 'G-TEST1' }));
    const layer = entries(page.w.dataLayer);
    expect(layer.at(-1)).toEqual(['config', 'G-TEST1']);
    expect(page.appended[0]!.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST1');
  });

  it('ignores a malformed cookie', () => {
    const page = fakePage('cookie_consent=%7Bbroken');
    tagLoader(page.w, page.d, settings);
    expect(page.w.dataLayer).toBeUndefined();
  });

  it('is a self-contained script that runs from its own source', () => {
    const script = tagLoaderScript({ mode: 'gtm', id: 'GTM-TEST1' });
    expect(script).not.toContain('</script');
    const page = fakePage(stored(true, true));
    new Function('window', 'document', script)(page.w, page.d);
    expect(page.appended).toHaveLength(1);
  });
});
